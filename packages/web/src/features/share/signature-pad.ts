import SignaturePad from 'signature_pad';

/**
 * The one module that touches `signature_pad` and the canvas (docs/decisions/0021): the approve form
 * asks it for what it needs, and a test can give it a canvas whose drawing is faked (jsdom draws
 * nothing).
 */
export interface SignatureSurface {
  /** True until a stroke is drawn or a typed name is written. */
  isEmpty(): boolean;
  clear(): void;
  /** The typed-name signature: the name written across the box, for a person who cannot draw. */
  writeName(name: string): void;
  /** The signature as a PNG data URL, made smaller until it is well under the server's limit. */
  toPng(): string;
  destroy(): void;
}

/** Dark ink on the box's white in both themes: the signature is printed on the estimate's PDF. */
const INK = '#1a1b1e';
const FONT = '"Segoe Script", "Bradley Hand", "Brush Script MT", "Snell Roundhand", cursive';
/** Wide enough for a PDF, small enough that a phone's 3× screen sends a few dozen kilobytes. */
const MAX_WIDTH = 900;
/** A third of the server's 300 KB (SIGNATURE_MAX_BYTES): "well under" whatever the drawing. */
const TARGET_BYTES = 100_000;
const PNG_PREFIX = 'data:image/png;base64,';

const decodedBytes = (dataUrl: string) => Math.ceil(((dataUrl.length - PNG_PREFIX.length) * 3) / 4);

/** The canvas copied at `width` pixels wide, as PNG. */
function pngAt(canvas: HTMLCanvasElement, width: number): string {
  if (width >= canvas.width) return canvas.toDataURL('image/png');
  const copy = document.createElement('canvas');
  copy.width = width;
  copy.height = Math.max(1, Math.round((canvas.height * width) / canvas.width));
  copy.getContext('2d')?.drawImage(canvas, 0, 0, copy.width, copy.height);
  return copy.toDataURL('image/png');
}

/**
 * Makes `canvas` a signature pad for finger, pen and mouse. `onChange` hears whether it is empty
 * after each stroke, clear or typed name. The canvas is sized to its box at the screen's pixel
 * ratio, again when its width changes (a phone turned), keeping what was drawn.
 */
export function signatureSurface(canvas: HTMLCanvasElement, onChange: (empty: boolean) => void): SignatureSurface {
  const pad = new SignaturePad(canvas, { penColor: INK, minWidth: 0.8, maxWidth: 2.8 });
  let typedName: string | null = null;
  let ratio = 1;
  let shownWidth = -1;
  const isEmpty = () => pad.isEmpty() && typedName === null;
  const changed = () => onChange(isEmpty());

  const drawName = (name: string) => {
    const context = canvas.getContext('2d');
    if (!context) return;
    const width = canvas.width / ratio;
    const height = canvas.height / ratio;
    let size = Math.max(12, Math.round(height * 0.45));
    context.save();
    context.fillStyle = INK;
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    // As large as fits: a long name is written smaller rather than cut.
    do {
      context.font = `italic ${size}px ${FONT}`;
      size -= 2;
    } while (size > 12 && context.measureText(name).width > width * 0.9);
    context.fillText(name, width / 2, height / 2, width * 0.95);
    context.restore();
  };

  const fit = () => {
    const box = canvas.getBoundingClientRect();
    if (box.width === shownWidth) return;
    shownWidth = box.width;
    const strokes = pad.toData();
    ratio = Math.max(window.devicePixelRatio || 1, 1);
    canvas.width = Math.max(1, Math.round(box.width * ratio));
    canvas.height = Math.max(1, Math.round(box.height * ratio));
    canvas.getContext('2d')?.scale(ratio, ratio);
    pad.clear();
    if (typedName !== null) drawName(typedName);
    if (strokes.length > 0) pad.fromData(strokes, { clear: false });
  };

  fit();
  const onResize = () => fit();
  window.addEventListener('resize', onResize);
  pad.addEventListener('endStroke', changed);

  return {
    isEmpty,
    clear() {
      typedName = null;
      pad.clear();
      changed();
    },
    writeName(name) {
      typedName = name;
      pad.clear();
      drawName(name);
      changed();
    },
    toPng() {
      let width = Math.min(canvas.width, MAX_WIDTH);
      let png = pngAt(canvas, width);
      while (decodedBytes(png) > TARGET_BYTES && width > 150) {
        width = Math.round(width / 2);
        png = pngAt(canvas, width);
      }
      return png;
    },
    destroy() {
      window.removeEventListener('resize', onResize);
      pad.removeEventListener('endStroke', changed);
      pad.off();
    },
  };
}
