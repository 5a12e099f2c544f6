let markReady: () => void = () => undefined;

/**
 * Resolves once the first page has been rendered or hydrated with its content (its lazy chunk
 * included), so what a visitor did before the app loaded can be replayed on live controls.
 */
export const pageReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

export function pageRendered(): void {
  markReady();
}
