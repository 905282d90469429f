import { formatPhoneInput } from '@handyman/contracts/validation';
import { PHONE_FORMAT_SCRIPT } from './phone-format-script';

// The script as the page carries it, run against a phone field: what the visitor types is
// formatted as the estimate form formats it.

function runOnPhoneField() {
  const listeners: (() => void)[] = [];
  const input = { value: '', addEventListener: (type: string, listener: () => void) => type === 'input' && listeners.push(listener) };
  const document = { querySelectorAll: (selector: string) => (selector === 'input[data-format="phone"]' ? [input] : []) };
  new Function('document', PHONE_FORMAT_SCRIPT)(document);
  return (typed: string) => {
    input.value = typed;
    listeners.forEach((listener) => listener());
    return input.value;
  };
}

test.each(['7', '70255', '7025550142', '+1 702.555.0142', '702555014299', 'abc'])(
  'typing %p gives what the estimate form shows',
  (typed) => {
    const type = runOnPhoneField();
    expect(type(typed)).toBe(formatPhoneInput(typed));
  },
);

test('the page’s phone is (XXX) XXX-XXXX once ten digits are in', () => expect(runOnPhoneField()('7025550142')).toBe('(702) 555-0142'));
