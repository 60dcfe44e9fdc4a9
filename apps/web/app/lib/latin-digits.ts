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
  field.value = latin;
  if (selectionStart !== null && field.type !== 'number')
    field.setSelectionRange(selectionStart, selectionEnd);
}

/** Listens before anything else on the page, so the forms only ever see Latin digits. */
export function typeLatinDigits(root: Document) {
  root.addEventListener('input', latinDigitsAsTyped, true);
}
