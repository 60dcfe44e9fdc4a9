// The site's currencies, countries and categories as every module presents them, and the base
// currency that figures are counted in.

export { readBaseCurrency } from './base-currency.ts';
export { currencyRef, presentCategory, presentCountry } from './present.ts';
