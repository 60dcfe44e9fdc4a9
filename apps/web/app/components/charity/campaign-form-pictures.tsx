import { CAMPAIGN_LIMITS } from '@ataa/contract/schemas/charity';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { FormFailure } from '../../lib/form-action.server.ts';
import { useI18n } from '../../lib/i18n.ts';
import { CoverImage } from '../content/cards.tsx';
import { FieldFrame, useField } from '../form.tsx';
import { moveItem } from './campaign-form-order.ts';
import { thumbnail } from './campaign-form-thumbnail.ts';

const PICTURE_TYPES = 'image/jpeg,image/png,image/webp';

/** The cover: the picture kept (or the one chosen, shown before it is sent), and the file input. */
export function CoverField({
  current,
  onPreview,
}: {
  current: string | null;
  onPreview: (src: string | null) => void;
}) {
  const { t } = useI18n();
  const hint = t('campaign_form.fields.cover_hint');
  const field = useField('image', hint);
  const input = useRef<HTMLInputElement | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const show = (src: string | null) => {
    setChosen(src);
    onPreview(src ?? current);
  };
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    void field.control.onChange(event);
    const file = event.target.files?.[0];
    show(file ? await thumbnail(file) : null);
  };
  const clear = () => {
    const element = input.current;
    if (!element) return;
    element.value = '';
    void field.control.onChange({ target: element, type: 'change' });
    show(null);
    element.focus();
  };
  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,16rem)_1fr] sm:items-start">
      <div className="overflow-hidden rounded-lg">
        <CoverImage
          src={chosen ?? current}
          alt={t(chosen ? 'campaign_form.fields.cover_chosen' : 'campaign_form.fields.cover_current')}
          load="eager"
        />
      </div>
      <FieldFrame id={field.id} label={t('campaign_form.fields.cover')} hint={hint} message={field.message}>
        <input
          type="file"
          accept={PICTURE_TYPES}
          className="field-input"
          {...field.control}
          ref={(element) => {
            input.current = element;
            field.control.ref(element);
          }}
          onChange={choose}
        />
        {chosen ? (
          <button type="button" className="btn btn-sm btn-outline mt-2" onClick={clear}>
            {t('campaign_form.fields.cover_clear')}
          </button>
        ) : null}
      </FieldFrame>
    </div>
  );
}

interface NewPicture {
  key: string;
  file: File;
  preview: string | null;
}

/** The gallery fields' errors from the server: the gallery's own, then each uploaded file's. */
function galleryErrors(
  failure: FormFailure | undefined,
  firstNew: number,
  t: ReturnType<typeof useI18n>['t'],
) {
  return Object.entries(failure?.fieldErrors ?? {}).flatMap(([field, messages]) => {
    const file = /^gallery\.(\d+)$/.exec(field);
    if (file)
      return [
        t('campaign_form.gallery.error_at', {
          number: firstNew + Number(file[1]) + 1,
          message: messages[0] ?? '',
        }),
      ];
    return field === 'gallery' && messages[0] ? [messages[0]] : [];
  });
}

/**
 * The gallery: the pictures kept (each may be moved or removed; sent as `gallery_order[]` and
 * `gallery_remove[]`) and the new ones, ordered before they are uploaded. Without scripts the
 * removal boxes and the file input still work; the new files go in the order they were chosen.
 */
export function GalleryField({
  existing,
  failure,
}: {
  existing: Array<{ id: number; url: string }>;
  failure?: FormFailure;
}) {
  const { t } = useI18n();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [order, setOrder] = useState(existing);
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [added, setAddedState] = useState<NewPicture[]>([]);
  // Files chosen before the page was ready stay as the browser has them until the list changes.
  const listed = useRef(false);
  const setAdded = (change: (list: NewPicture[]) => NewPicture[]) => {
    listed.current = true;
    setAddedState(change);
  };
  // The file input holds the new pictures in the order shown, so the form sends them that way.
  useEffect(() => {
    const element = input.current;
    if (!element || !listed.current) return;
    const files = new DataTransfer();
    for (const picture of added) files.items.add(picture.file);
    element.files = files.files;
  }, [added]);
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    const fresh = await Promise.all(
      files.map(async (file, index) => ({
        key: `${Date.now()}-${index}-${file.name}`,
        file,
        preview: await thumbnail(file, 320),
      })),
    );
    setAdded((list) => [...list, ...fresh]);
  };
  const kept = order.length - removed.size;
  const count = kept + added.length;
  const errors = galleryErrors(failure, kept, t);
  if (count > CAMPAIGN_LIMITS.gallery)
    errors.unshift(t('campaign_form.gallery.too_many', { max: CAMPAIGN_LIMITS.gallery }));
  return (
    <fieldset aria-describedby={`${id}-hint ${id}-count${errors.length ? ` ${id}-error` : ''}`}>
      <legend className="field-label">{t('campaign_form.gallery.label')}</legend>
      <p id={`${id}-hint`} className="field-hint mt-0">
        {t('campaign_form.gallery.hint', { max: CAMPAIGN_LIMITS.gallery })}
      </p>
      <p id={`${id}-count`} className="mt-1 text-sm font-bold" aria-live="polite">
        {t('campaign_form.gallery.count', { count, max: CAMPAIGN_LIMITS.gallery })}
      </p>
      {order.length > 0 ? (
        <PictureList title={t('campaign_form.gallery.current')}>
          {order.map((picture, index) => (
            <PictureRow
              key={picture.id}
              number={index + 1}
              src={picture.url}
              dimmed={removed.has(picture.id)}
              move={(step) => setOrder((list) => moveItem(list, index, step))}
              first={index === 0}
              last={index === order.length - 1}
            >
              <input type="hidden" name="gallery_order[]" value={picture.id} />
              <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="gallery_remove[]"
                  value={picture.id}
                  className="size-5 accent-danger"
                  onChange={(event) => {
                    const next = new Set(removed);
                    if (event.target.checked) next.add(picture.id);
                    else next.delete(picture.id);
                    setRemoved(next);
                  }}
                />
                {t('campaign_form.gallery.remove', { number: index + 1 })}
              </label>
            </PictureRow>
          ))}
        </PictureList>
      ) : null}
      {added.length > 0 ? (
        <PictureList title={t('campaign_form.gallery.new')}>
          {added.map((picture, index) => (
            <PictureRow
              key={picture.key}
              number={order.length + index + 1}
              src={picture.preview}
              caption={picture.file.name}
              move={(step) => setAdded((list) => moveItem(list, index, step))}
              first={index === 0}
              last={index === added.length - 1}
            >
              <button
                type="button"
                className="btn btn-sm btn-outline"
                onClick={() => setAdded((list) => list.filter((item) => item.key !== picture.key))}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t('campaign_form.gallery.remove', { number: order.length + index + 1 })}
              </button>
            </PictureRow>
          ))}
        </PictureList>
      ) : null}
      <div className="mt-3">
        <label htmlFor={`${id}-files`} className="field-label">
          {t('campaign_form.gallery.add')}
        </label>
        <input
          ref={input}
          id={`${id}-files`}
          type="file"
          name="gallery[]"
          multiple
          accept={PICTURE_TYPES}
          className="field-input"
          aria-describedby={`${id}-hint`}
          onChange={choose}
        />
      </div>
      {errors.length > 0 ? (
        <div id={`${id}-error`} className="field-error">
          {errors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
    </fieldset>
  );
}

function PictureList({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mt-3">
      <h3 className="mb-2 text-sm font-bold text-muted">{title}</h3>
      <ol className="grid gap-3 sm:grid-cols-2">{children}</ol>
    </div>
  );
}

interface PictureRowProps {
  number: number;
  src: string | null;
  caption?: string;
  dimmed?: boolean;
  first: boolean;
  last: boolean;
  move: (step: -1 | 1) => void;
  children: ReactNode;
}

/** One picture of the gallery: its thumbnail, its place (with buttons to move it) and its removal. */
function PictureRow({ number, src, caption, dimmed = false, first, last, move, children }: PictureRowProps) {
  const { t } = useI18n();
  const label = t('campaign_form.gallery.picture', { number });
  return (
    <li className={`flex gap-3 rounded-xl border border-line bg-white p-2 ${dimmed ? 'opacity-50' : ''}`}>
      <div className="w-28 shrink-0 overflow-hidden rounded-lg sm:w-32">
        <CoverImage src={src} alt={label} load="eager" />
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-sm font-bold">{label}</p>
        {caption ? (
          <p className="truncate text-xs text-muted" dir="auto">
            {caption}
          </p>
        ) : null}
        <div className="flex gap-1">
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-lg border border-line hover:bg-sand aria-disabled:opacity-40"
            aria-label={t('campaign_form.gallery.earlier', { number })}
            aria-disabled={first || undefined}
            onClick={() => move(-1)}
          >
            <ArrowUp aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-lg border border-line hover:bg-sand aria-disabled:opacity-40"
            aria-label={t('campaign_form.gallery.later', { number })}
            aria-disabled={last || undefined}
            onClick={() => move(1)}
          >
            <ArrowDown aria-hidden="true" className="size-4" />
          </button>
        </div>
        {children}
      </div>
    </li>
  );
}
