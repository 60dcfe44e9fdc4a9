import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useLocation, useSearchParams } from 'react-router';

/** The query the "try again" link of a declined or cancelled payment adds to the giving page. */
export const TRY_AGAIN = 'again';

const draftKey = (pathname: string) => `ataa:giving-draft:${pathname}`;

/**
 * What a donor typed into a giving form, kept in this tab when it is sent, so that "try again"
 * after a declined or cancelled payment brings every field back, the gift included. Card data is
 * never here: it is typed on the provider's page. A fresh visit starts empty.
 */
export function useGivingDraft(form: UseFormReturn<FieldValues>) {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const again = search.has(TRY_AGAIN);
  useEffect(() => {
    if (!again) return;
    const saved = sessionStorage.getItem(draftKey(pathname));
    if (!saved) return;
    // Field by field: setValue also ticks a checkbox, which a reset of the defaults would not.
    for (const [name, value] of Object.entries(JSON.parse(saved) as FieldValues)) form.setValue(name, value);
  }, [again, pathname, form]);
  return () => sessionStorage.setItem(draftKey(pathname), JSON.stringify(form.getValues()));
}
