// Printing one offer: its printable view is copied into a hidden frame that holds nothing else,
// so the printout is the coupon alone, not the page around it.

/** Delay between the frame being filled and its print, so its styles and images are in place. */
export const FRAME_PRINT_DELAY_MS = 500;

const PRINT_STYLES = `
  body { margin: 24px; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; color: #000; }
  [data-coupon] { max-width: 640px; margin: 0 auto; padding: 28px; border: 3px dashed #000; text-align: center; }
  img { max-width: 96px; height: auto; }
  h2, h3 { margin: 8px 0; }
  p { margin: 8px 0; line-height: 1.5; }
`;

/** Prints a copy of the element from a hidden frame; returns a function that removes the frame. */
export function printInHiddenFrame(element: HTMLElement, title: string): () => void {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.title = title;
  Object.assign(frame.style, { position: 'fixed', right: '0', bottom: '0', width: '0', height: '0', border: '0', visibility: 'hidden' });
  document.body.append(frame);
  const frameWindow = frame.contentWindow;
  const frameDocument = frame.contentDocument;
  const remove = () => frame.remove();
  if (!frameWindow || !frameDocument) {
    remove();
    return remove;
  }
  frameDocument.title = title;
  const style = frameDocument.createElement('style');
  style.textContent = PRINT_STYLES;
  frameDocument.head.append(style);
  const copy = frameDocument.importNode(element, true);
  // A lazy image in a frame nobody sees would never load, and the printout would lack it.
  copy.querySelectorAll('img').forEach((image) => (image.loading = 'eager'));
  frameDocument.body.append(copy);
  frameWindow.addEventListener('afterprint', () => window.setTimeout(remove, 0));
  // The frame prints without taking focus, so keys (Escape) still reach the dialog afterwards.
  const timer = window.setTimeout(() => frameWindow.print(), FRAME_PRINT_DELAY_MS);
  return () => {
    window.clearTimeout(timer);
    remove();
  };
}
