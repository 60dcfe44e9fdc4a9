import { toAsciiDigits } from '@ataa/contract/digits';

/** Fields that take a number: amounts, mobile numbers, codes. */
function isNumberField(target: EventTarget | null): target is HTMLInputElement {
  if (!(target instanceof HTMLInputElement)) return false;
  return (
    target.type === 'tel' ||
    target.type === 'number' ||
    target.inputMode === 'numeric' ||
    target.inputMode === 'decimal'
  );
}

/**
 * Writes a field's value through the prototype's setter. React keeps the last value it saw through
 * the field's own `value` setter; written through that one, the new digits would look already seen
 * and React would never call the field's onChange, so the form's state (and what it shows, such as
 * a plan's total) would keep the value from before.
 */
function setValueUnseen(field: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);
}

/**
 * An Arabic keyboard types Arabic-Indic digits (٠١٢٣ and Persian ۰۱۲۳); number fields take Latin
 * ones only (spec §5, englishNumbersOnly). Each digit becomes its Latin twin as it is typed, one
 * character for one, so the caret stays where it was.
 */
function latinDigitsAsTyped(event: Event) {
  const field = event.target;
  if (!isNumberField(field)) return;
  const latin = toAsciiDigits(field.value);
  if (latin === field.value) return;
  const { selectionStart, selectionEnd } = field;
  setValueUnseen(field, latin);
  if (selectionStart !== null && field.type !== 'number')
    field.setSelectionRange(selectionStart, selectionEnd);
}

/** Listens before anything else on the page, so the forms only ever see Latin digits. */
export function typeLatinDigits(root: Document) {
  root.addEventListener('input', latinDigitsAsTyped, true);
}
