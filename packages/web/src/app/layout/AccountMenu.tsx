import { lazyNamed } from '../../lib/lazy-named.js';
import { AccountButton } from './AccountButton.js';
import { MenuOnFirstPress } from './MenuOnFirstPress.js';

export interface AccountMenuProps {
  name: string;
  logo: string | null;
  onLogout: () => void;
}

// The menu (and the floating-UI code under it) loads on the first press of its button.
const AccountMenuOpen = lazyNamed(() => import('./AccountMenuOpen.js'), 'AccountMenuOpen');

/** The signed-in account's logo (or initial), opening its account screen and the logout. */
export function AccountMenu(props: AccountMenuProps) {
  return (
    <MenuOnFirstPress
      button={(press) => <AccountButton name={props.name} logo={props.logo} onClick={press} />}
      menu={<AccountMenuOpen {...props} />}
    />
  );
}
