/** A 'project update' event as the server sends it: ids only, never the project's data. */
export interface ProjectUpdate {
  id: number;
  isNew: boolean;
  jobId?: number;
  deleted?: true;
}

/** How long events about one project are gathered before it is fetched once. */
export const GATHER_MS = 250;

export interface RefresherActions {
  /** Reads the project again and puts it in the cache (refreshProject). */
  fetch(projectId: number): Promise<void>;
  /** The project is gone for this viewer. */
  drop(projectId: number): void;
  /** A project new to this viewer: the lists decide where it goes. */
  added(): void;
}

/**
 * Turns 'project update' events into as few reads as possible: the events of one project within
 * GATHER_MS make one fetch (a save of five jobs is one read, not five); a deleted project is
 * dropped at once, without a read; new projects make one refresh of the lists for the window.
 */
export function projectRefresher(actions: RefresherActions, gatherMs = GATHER_MS) {
  const waiting = new Map<number, ReturnType<typeof setTimeout>>();
  let adding: ReturnType<typeof setTimeout> | null = null;

  const later = (fn: () => void) => setTimeout(fn, gatherMs);

  return {
    heard(event: ProjectUpdate): void {
      if (event.deleted) {
        clearTimeout(waiting.get(event.id));
        waiting.delete(event.id);
        actions.drop(event.id);
        return;
      }
      if (event.isNew) {
        adding ??= later(() => {
          adding = null;
          actions.added();
        });
        return;
      }
      if (waiting.has(event.id)) return;
      waiting.set(
        event.id,
        later(() => {
          // An event heard while this read is under way starts a new window: the read may predate it.
          waiting.delete(event.id);
          void actions.fetch(event.id);
        }),
      );
    },
    /** Forgets what is waiting (the tab signs out or the socket closes). */
    stop(): void {
      for (const timer of waiting.values()) clearTimeout(timer);
      waiting.clear();
      if (adding) clearTimeout(adding);
      adding = null;
    },
  };
}
