import { holdsVisitorInput } from './visitor-input';

function fields(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.replaceChildren(container);
  return container;
}

test('fields as the page sent them hold nothing of the visitor’s', () => {
  const container = fields(`
    <input name="a" value="prefilled"><input type="hidden" name="key" value="x">
    <textarea name="b">text</textarea>
    <select name="c"><option value="">Choose</option><option value="NV">Nevada</option></select>
    <select name="d"><option value="AZ">Arizona</option><option value="NV" selected>Nevada</option></select>
    <input type="checkbox" name="e" checked>`);
  expect(holdsVisitorInput(container)).toBe(false);
});

test.each([
  ['a typed text', (c: HTMLElement) => (c.querySelector<HTMLInputElement>('[name=a]')!.value = 'Ada')],
  ['a typed text area', (c: HTMLElement) => (c.querySelector<HTMLTextAreaElement>('textarea')!.value = 'Leaky tap')],
  ['a chosen option', (c: HTMLElement) => (c.querySelector<HTMLSelectElement>('[name=c]')!.value = 'NV')],
  ['another option than the marked one', (c: HTMLElement) => (c.querySelector<HTMLSelectElement>('[name=d]')!.value = 'AZ')],
  ['an unticked box', (c: HTMLElement) => (c.querySelector<HTMLInputElement>('[name=e]')!.checked = false)],
  ['the focus in a field', (c: HTMLElement) => c.querySelector<HTMLInputElement>('[name=a]')!.focus()],
])('%s is the visitor’s', (_name, change) => {
  const container = fields(`
    <input name="a" value="">
    <textarea name="b"></textarea>
    <select name="c"><option value="">Choose</option><option value="NV">Nevada</option></select>
    <select name="d"><option value="AZ">Arizona</option><option value="NV" selected>Nevada</option></select>
    <input type="checkbox" name="e" checked>`);
  change(container);
  expect(holdsVisitorInput(container)).toBe(true);
});
