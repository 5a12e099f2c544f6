import { UnstyledButton } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '../../lib/lazy-named.js';
import { useOwner } from '../../lib/offline/owner.js';
import { useSession } from '../../lib/session.js';
import { useOnline, useOutbox } from '../../lib/offline/use-outbox.js';
import { useOutboxDrain } from '../../lib/offline/use-drain.js';
import { addTexts } from '../../lib/i18n.js';
import { offlineStatusTexts } from '../../locales/work/offline-status.js';
import classes from './OfflineStatus.module.css';

addTexts(offlineStatusTexts);

const UnsentChanges = lazyNamed(() => import('./UnsentChanges.js'), 'UnsentChanges');

/**
 * Issue 13: says in the header when the device has no signal and how many changes wait to be
 * sent, live for screen readers; opens the changes the server refused. Runs the outbox's drain.
 */
export function OfflineStatus() {
  const { t } = useTranslation();
  const owner = useOwner();
  const { onDevice, signOut } = useSession();
  const online = useOnline();
  const changes = useOutbox(owner);
  const [listing, setListing] = useState(false);
  useOutboxDrain(owner);

  const pending = changes.filter((change) => change.status === 'pending').length;
  const refused = changes.filter((change) => change.status === 'refused');
  const quiet = online && pending === 0 && refused.length === 0 && !onDevice;

  return (
    <>
      <div className={quiet ? `${classes.strip} ${classes.quiet}` : classes.strip}>
        <span role="status">
          {[!online && t('offline.offline'), pending > 0 && t('offline.pending', { count: pending })]
            .filter(Boolean)
            .join(' · ')}
        </span>
        {onDevice && online && (
          // Opened from the device with no session: back in signal, the worker signs in when they
          // choose (leaving the device's session sends them to /login and back here), and the
          // drain then sends what waits.
          <UnstyledButton className={classes.signIn} onClick={signOut}>
            {t(pending > 0 ? 'offline.signInToSend' : 'offline.signIn')}
          </UnstyledButton>
        )}
        {refused.length > 0 && (
          <UnstyledButton className={classes.unsent} onClick={() => setListing(true)}>
            {t('offline.unsentCount', { count: refused.length })}
          </UnstyledButton>
        )}
      </div>
      {listing && refused.length > 0 && (
        <Suspense fallback={null}>
          <UnsentChanges changes={refused} onClose={() => setListing(false)} />
        </Suspense>
      )}
    </>
  );
}
