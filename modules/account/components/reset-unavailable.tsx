import Link from '@/components/ui/link';
import { PASSWORD_RESET_UNAVAILABLE_MESSAGE } from '@/platform/shops/contract/shop-settings';
import { AuthCard } from './auth-card';
import { FormAlert } from '@/components/ui/form-field';

/** /forgot-password in a shop that cannot mail reset links (no SMTP server configured). */
export function ResetUnavailable() {
  return (
    <AuthCard
      title="Forgot your password?"
      footer={
        <>
          Remembered it?{' '}
          <Link href="/login" className="font-semibold text-shop-primary underline-offset-2 hover:underline">
            Back to sign in
          </Link>
        </>
      }
    >
      <div className="space-y-4">
        <FormAlert tone="info">{PASSWORD_RESET_UNAVAILABLE_MESSAGE}</FormAlert>
        <Link
          href="/CustomerSupport"
          className="inline-block min-h-11 py-2 text-sm font-semibold text-shop-primary underline-offset-2 hover:underline"
        >
          Contact the shop
        </Link>
      </div>
    </AuthCard>
  );
}
