import { Button, Center, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagedState } from '../lib/paged-query.js';

type Direction = 'next' | 'previous';

/**
 * The button that reads one more page of a list: 'Cargar más' after its rows (`next`), or
 * 'Mostrar anteriores' before them (`previous`, the rows a long read let go). Nothing when there
 * is no such page. A polite live region says how many rows came; if the button goes away with
 * the last page while it had the focus, the focus moves to that message instead of the page's top.
 */
export function MoreRows({
  paged,
  direction = 'next',
  label,
}: {
  paged: PagedState;
  direction?: Direction;
  label?: string;
}) {
  const { t } = useTranslation();
  const next = direction === 'next';
  const hasMore = next ? paged.hasNextPage : paged.hasPreviousPage;
  const fetching = next ? paged.isFetchingNextPage : paged.isFetchingPreviousPage;
  const [said, setSaid] = useState('');
  const asked = useRef<{ ids: Set<unknown>; focused: boolean; started: boolean } | null>(null);
  const message = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // Once the asked-for page is in, the count of rows it brought is announced. It is in when it was
  // seen coming and is no longer, or (a quick answer) when new rows are there.
  useEffect(() => {
    const before = asked.current;
    if (!before) return;
    if (fetching) {
      before.started = true;
      return;
    }
    const added = paged.rows.filter((row) => !before.ids.has(rowKey(row))).length;
    if (!before.started && added === 0) return;
    asked.current = null;
    setSaid(t('paging.loaded', { count: added }));
    if (before.focused && !hasMore) message.current?.focus();
  }, [fetching, hasMore, paged.rows, t]);

  const read = () => {
    asked.current = {
      ids: new Set(paged.rows.map(rowKey)),
      focused: document.activeElement === button.current,
      started: false,
    };
    void (next ? paged.fetchNextPage() : paged.fetchPreviousPage());
  };

  return (
    <>
      {hasMore && (
        <Center my="md">
          <Button
            ref={button}
            variant="default"
            className="touch-target"
            loading={fetching}
            onClick={read}
            data-testid={next ? 'load-more' : 'load-earlier'}
          >
            {label ?? t(next ? 'paging.loadMore' : 'paging.earlier')}
          </Button>
        </Center>
      )}
      <VisuallyHidden role="status" aria-live="polite" tabIndex={-1} ref={message}>
        {said}
      </VisuallyHidden>
    </>
  );
}

/** A row's identity for counting what a page added: its id when it has one. */
function rowKey(row: unknown): unknown {
  return row !== null && typeof row === 'object' && 'id' in row ? row.id : row;
}
