import { Button, Modal, type ModalProps } from '@mantine/core';
import { hideOthers } from 'aria-hidden';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { dialogEntryId, dialogsIn, leaveDialogEntry, takeExpectedPop, withDialog } from './dialog-history.js';
import { focusPageHeading } from './page-heading.js';
import { confirm } from './feedback.js';
import { useTopLayer } from './modal-layers.js';

const RequestClose = createContext<() => void>(() => undefined);
const ReportUnsaved = createContext<(unsaved: boolean) => void>(() => undefined);

/** For a form inside a dialog: while it holds unsaved changes, closing the dialog asks first. */
export function useUnsavedInDialog(unsaved: boolean): void {
  const report = useContext(ReportUnsaved);
  useEffect(() => {
    report(unsaved);
    return () => report(false);
  }, [unsaved, report]);
}

/** Closes the dialog around the caller as its X does: a Cancel or Close button inside it asks first too. */
export function useRequestClose(): () => void {
  return useContext(RequestClose);
}

/** A Cancel or Close button inside a dialog. */
export function DialogCloseButton({ children }: { children: ReactNode }) {
  return (
    <Button variant="default" onClick={useRequestClose()}>
      {children}
    </Button>
  );
}

export interface LayeredModalProps extends ModalProps {
  /** The dialog holds typed work not yet saved: closing it (X, Esc, outside, Back) asks first. */
  unsaved?: boolean;
}

/**
 * Mantine's Modal as every dialog of the product needs it: Escape closes only the topmost one;
 * closing with unsaved work asks first; the phone's Back closes it rather than the page; focus
 * goes back to what opened it, even when its page unmounts it at once; the page behind is hidden
 * from screen readers while it is open; its close button is named.
 */
export function LayeredModal({
  closeOnEscape = true,
  closeButtonProps,
  unsaved = false,
  opened,
  onClose,
  children,
  ...props
}: LayeredModalProps) {
  const { t } = useTranslation();
  const top = useTopLayer(opened);
  const id = dialogEntryId(useId());
  // Unsaved work the dialog's page knows of, or that a form inside it reports.
  const [reported, setReported] = useState(false);
  const latest = useRef({ onClose, unsaved });
  latest.current = { onClose, unsaved: unsaved || reported };

  /** Asks before losing typed work; true once the dialog may close. */
  const mayClose = useCallback(async () => !latest.current.unsaved || confirm(t('app.discardChanges')), [t]);

  // The phone's Back took the dialog's entry away: close it, or put the entry back to keep the work.
  const entry = useDialogEntry(id, opened, async () => {
    if (takeExpectedPop() || (await mayClose())) latest.current.onClose();
    else entry.restore();
  });

  const requestClose = () =>
    void (async () => {
      if (!(await mayClose())) return;
      if (entry.isCurrent()) entry.leave();
      else latest.current.onClose();
    })();

  // The dialog's root element, once its portal has mounted it.
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  useFocusReturn(opened, root);
  // Screen readers read only the dialog while it is open, not the page (or a dialog) behind it.
  useEffect(() => (opened && root ? hideOthers(keptReadable(root)) : undefined), [opened, root]);
  useFocusKept(opened, root);

  return (
    <Modal
      {...props}
      ref={setRoot}
      opened={opened}
      onClose={requestClose}
      returnFocus={false}
      closeOnEscape={closeOnEscape && top}
      closeButtonProps={{ 'aria-label': t('app.closeDialog'), ...closeButtonProps }}
    >
      <RequestClose.Provider value={requestClose}>
        <ReportUnsaved.Provider value={setReported}>{children}</ReportUnsaved.Provider>
      </RequestClose.Provider>
    </Modal>
  );
}

/**
 * What stays readable beside an open dialog: the toasts' live regions, the roots of dialogs not
 * open yet (Mantine keeps them mounted; a confirmation opens in one over this dialog), and the
 * dropdowns of the dialog's own selects: Mantine keeps a Select's list mounted (hidden while closed)
 * in a portal beside the dialog, so hiding it would leave its options nameless to screen readers.
 * A dropdown of the page behind cannot be open while the dialog is.
 */
function keptReadable(dialog: HTMLElement): HTMLElement[] {
  const waiting = Array.from(document.querySelectorAll<HTMLElement>('.mantine-Modal-root')).filter(
    (other) => other !== dialog && other.querySelector('[role="dialog"]') === null,
  );
  const toasts = Array.from(document.querySelectorAll<HTMLElement>('.mantine-Notifications-root'));
  const dropdowns = Array.from(document.querySelectorAll<HTMLElement>('.mantine-Popover-dropdown'));
  return [dialog, ...waiting, ...toasts, ...dropdowns];
}

/**
 * The dialog's own history entry, pushed when it opens and taken away when its page closes it.
 * `onPopped` runs when Back (or the app, through leaveDialogEntry) has left the entry while the
 * dialog is still open.
 */
function useDialogEntry(id: string, opened: boolean, onPopped: () => Promise<void>) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const latest = useRef({ location, navigate, onPopped });
  latest.current = { location, navigate, onPopped };
  const pushed = useRef(false);
  const leaving = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const topDialog = () => dialogsIn(latest.current.location.state).at(-1);

  const restore = useCallback(() => {
    const { location: here, navigate: go } = latest.current;
    pushed.current = true;
    void go({ pathname: here.pathname, search: here.search, hash: here.hash }, { state: withDialog(here.state, id) });
  }, [id]);

  useEffect(() => {
    if (!opened) return;
    // React's development re-run of this effect finds its entry still there: nothing to undo or redo.
    clearTimeout(leaving.current);
    if (!pushed.current) restore();
    return () => {
      // Closed or removed by its page (saved, deleted): its entry goes too while the browser is on
      // it, not when the page moved on (a link in the dialog). Read from the browser's own history,
      // as the router's location may not have caught up yet; after a tick, so that React's
      // development re-run of this effect finds its entry still there.
      leaving.current = setTimeout(() => {
        if (!pushed.current) return;
        pushed.current = false;
        const browserState = (window.history.state as { usr?: unknown } | null)?.usr;
        if (dialogsIn(browserState).at(-1) === id) void latest.current.navigate(-1);
      }, 0);
    };
  }, [opened, id, restore]);

  // In the browser, Back is seen as it happens, even before the router has drawn the dialog's entry
  // (a Back right after opening would otherwise go unnoticed).
  useEffect(() => {
    if (!opened) return;
    const onBack = () => {
      const state = (window.history.state as { usr?: unknown } | null)?.usr;
      if (!pushed.current || dialogsIn(state).includes(id)) return;
      pushed.current = false;
      void latest.current.onPopped();
    };
    window.addEventListener('popstate', onBack);
    return () => window.removeEventListener('popstate', onBack);
  }, [opened, id]);

  // Elsewhere (a memory router), once the router has moved onto the entry and then off it again.
  const inEntry = dialogsIn(location.state).includes(id);
  const reached = useRef(false);
  useEffect(() => {
    if (inEntry) {
      reached.current = pushed.current;
      return;
    }
    if (!reached.current) return;
    reached.current = false;
    if (!pushed.current) return;
    pushed.current = false;
    // The app's own links and address changes may drop the state; only going back leaves the entry.
    if (navigationType === 'POP') void latest.current.onPopped();
  }, [location.key, inEntry, navigationType]);

  return {
    restore,
    /** Whether the browser is on the dialog's entry. */
    isCurrent: () => pushed.current && topDialog() === id,
    /** Leaves the entry as Back would; the dialog then closes without asking again. */
    leave: () => leaveDialogEntry(latest.current.navigate),
  };
}

/** Focus back on what opened the dialog once it closes or its page removes it at once. */
function useFocusReturn(opened: boolean, root: HTMLElement | null) {
  const opener = useRef<HTMLElement | null>(null);
  const dialog = useRef(root);
  dialog.current = root;
  const pending = useRef<ReturnType<typeof setTimeout>[]>([]);
  useLayoutEffect(() => {
    if (!opened) return;
    pending.current.forEach(clearTimeout);
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body && !dialog.current?.contains(active)) {
      opener.current = active;
    }
    return () => {
      const closing = dialog.current;
      const giveBack = () => {
        const target = opener.current;
        const now = document.activeElement;
        const lost = !now || now === document.body || (closing?.contains(now) ?? false);
        // The opener left with what the dialog did (a completed job leaves the worker's list).
        if (!target?.isConnected) {
          if (!lost) return;
          // Into the dialog still open under this one (a project's details after its Aprobar went),
          // else onto the page's heading.
          const under = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].pop();
          if (under) under.focus();
          else focusPageHeading();
          return;
        }
        // A dialog under this one takes focus to its first control as this one closes: back to the opener.
        const takenByParent = now !== target && (target.closest('[role="dialog"]')?.contains(now) ?? false);
        if (lost || takenByParent) target.focus();
      };
      // Once this commit has removed the dialog, and again after the closing transitions (this
      // dialog's and a confirmation's over it), which hand focus back to what they had seen.
      pending.current = [setTimeout(giveBack, 0), setTimeout(giveBack, CLOSING_MS)];
    };
  }, [opened]);
}

/**
 * While the dialog is the top one, a focus lost with the control it was on (an Aprobar button gone
 * once the project is approved, a list redrawn) comes back to the dialog rather than the page body.
 */
function useFocusKept(opened: boolean, root: HTMLElement | null) {
  useEffect(() => {
    if (!opened || !root) return;
    const observer = new MutationObserver(() => {
      if (document.activeElement !== document.body) return;
      const top = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].pop();
      if (top && root.contains(top)) top.focus();
    });
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [opened, root]);
}

/** Longer than Mantine's modal transitions (200 ms). */
const CLOSING_MS = 320;
