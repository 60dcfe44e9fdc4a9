import type { Locale } from '@ataa/contract/locale';
import { direction } from '@ataa/contract/locale';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { FieldFrame, useField } from '../form.tsx';
import type { EditorHandle, EditorTools } from './rich-text-editor.tsx';

// The editor (TipTap and ProseMirror) is downloaded only by the pages that edit, after they show.
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

interface RichTextFieldProps {
  name: string;
  label: string;
  /** The language written in the field, which sets its direction. */
  lang: Locale;
  tools: EditorTools;
  hint?: string;
}

/**
 * A rich-text field: a plain text area holding the HTML, which works before scripts run and is
 * what the form sends; once the editor has loaded, the area steps aside (kept in the form, out of
 * sight and of the reading order) and the editor writes into it.
 */
export function RichTextField({ name, label, lang, tools, hint }: RichTextFieldProps) {
  const field = useField(name, hint);
  const { ref: register, onChange, onBlur } = field.control;
  const area = useRef<HTMLTextAreaElement | null>(null);
  const editor = useRef<EditorHandle | null>(null);
  const [mounted, setMounted] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => setMounted(true), []);
  const report = (type: 'change' | 'blur', html?: string) => {
    const target = area.current;
    if (!target) return;
    if (html !== undefined) target.value = html;
    void (type === 'change' ? onChange : onBlur)({ target, type });
  };
  return (
    <FieldFrame id={field.id} label={label} hint={hint} message={field.message}>
      <textarea
        rows={tools === 'full' ? 10 : 4}
        lang={lang}
        dir={direction(lang)}
        defaultValue={field.initial}
        {...field.control}
        ref={(element) => {
          area.current = element;
          register(element);
        }}
        className={ready ? 'sr-only' : 'field-input resize-y'}
        tabIndex={ready ? -1 : undefined}
        aria-hidden={ready || undefined}
        // The label and the form's "first field in error" focus the area: the editor takes it.
        onFocus={() => editor.current?.focus()}
      />
      {mounted ? (
        <Suspense fallback={null}>
          <RichTextEditor
            initial={area.current?.value ?? ''}
            lang={lang}
            tools={tools}
            label={label}
            labelId={`${field.id}-label`}
            describedBy={field.control['aria-describedby']}
            invalid={Boolean(field.message)}
            onChange={(html) => report('change', html)}
            onBlur={() => report('blur')}
            onReady={(handle) => {
              editor.current = handle;
              setReady(true);
            }}
          />
        </Suspense>
      ) : null}
    </FieldFrame>
  );
}
