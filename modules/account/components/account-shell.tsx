import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { ACCOUNT_BOTTOM_BAR, ACCOUNT_MENU } from './account-nav';
import { AccountShellClient } from './account-shell-client';

/**
 * The account area's frame (account-shell-client.tsx) with its menu's words translated here, on the server: the
 * account, order and tracking pages use it without carrying the Account catalogue to the browser.
 */
export function AccountShell({ title, children }: { title: string; children: ReactNode }) {
  const t = useTranslations('Account');
  const texts = {
    menu: Object.fromEntries(ACCOUNT_MENU.map((item) => [item.key, t(`menu.${item.key}`)])) as Record<(typeof ACCOUNT_MENU)[number]['key'], string>,
    bottomBar: Object.fromEntries(ACCOUNT_BOTTOM_BAR.map((item) => [item.key, t(`bottomBar.${item.key}`)])) as Record<
      (typeof ACCOUNT_BOTTOM_BAR)[number]['key'],
      string
    >,
    menuButton: t('shell.menuButton'),
    closeMenu: t('shell.closeMenu'),
    myAccount: t('shell.myAccount'),
    nav: t('shell.nav'),
    shortcuts: t('shell.shortcuts'),
  };
  return (
    <AccountShellClient title={title} texts={texts}>
      {children}
    </AccountShellClient>
  );
}
