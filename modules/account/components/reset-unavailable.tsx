import Link from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { authMessage, type AuthMessageKey, type MessageTranslator } from '@/modules/account/platform-messages';
import { PASSWORD_RESET_UNAVAILABLE_MESSAGE } from '@/platform/shops/contract/shop-settings';
import { AuthCard } from './auth-card';
import { FormAlert } from '@/components/ui/form-field';

/** /forgot-password in a shop that cannot mail reset links (no SMTP server configured). */
export function ResetUnavailable() {
  const t = useTranslations('Auth.forgot');
  const messages = useTranslations('Auth.messages') as unknown as MessageTranslator<AuthMessageKey>;
  return (
    <AuthCard
      title={t('title')}
      footer={
        <>
          {t('remembered')}{' '}
          <Link href="/login" className="font-semibold text-shop-primary underline-offset-2 hover:underline">
            {t('backToSignIn')}
          </Link>
        </>
      }
    >
      <div className="space-y-4">
        <FormAlert tone="info">{authMessage(PASSWORD_RESET_UNAVAILABLE_MESSAGE, messages)}</FormAlert>
        <Link
          href="/CustomerSupport"
          className="inline-block min-h-11 py-2 text-sm font-semibold text-shop-primary underline-offset-2 hover:underline"
        >
          {t('contactShop')}
        </Link>
      </div>
    </AuthCard>
  );
}
