import type { MessageKey } from '@ataa/contract/translate';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import {
  Bold,
  Heading2,
  Heading3,
  Heading4,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  Unlink,
} from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { useI18n } from '../../lib/i18n.ts';
import type { EditorTools } from './rich-text-editor.tsx';
import { linkAddress } from './rich-text-editor-link.ts';

interface Tool {
  label: MessageKey;
  icon: LucideIcon;
  /** Whether the selection already has it (the button reads as pressed). */
  active: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
  /** Shown for the story only, not for a short description. */
  full?: true;
}

const heading = (level: 2 | 3 | 4, label: MessageKey, icon: LucideIcon): Tool => ({
  label,
  icon,
  active: (editor) => editor.isActive('heading', { level }),
  run: (editor) => editor.chain().focus().toggleHeading({ level }).run(),
  full: true,
});

const TOOLS: Tool[] = [
  {
    label: 'campaign_form.editor.bold',
    icon: Bold,
    active: (editor) => editor.isActive('bold'),
    run: (editor) => editor.chain().focus().toggleBold().run(),
  },
  {
    label: 'campaign_form.editor.italic',
    icon: Italic,
    active: (editor) => editor.isActive('italic'),
    run: (editor) => editor.chain().focus().toggleItalic().run(),
  },
  heading(2, 'campaign_form.editor.h2', Heading2),
  heading(3, 'campaign_form.editor.h3', Heading3),
  heading(4, 'campaign_form.editor.h4', Heading4),
  {
    label: 'campaign_form.editor.bullets',
    icon: List,
    active: (editor) => editor.isActive('bulletList'),
    run: (editor) => editor.chain().focus().toggleBulletList().run(),
    full: true,
  },
  {
    label: 'campaign_form.editor.numbers',
    icon: ListOrdered,
    active: (editor) => editor.isActive('orderedList'),
    run: (editor) => editor.chain().focus().toggleOrderedList().run(),
    full: true,
  },
];

const BUTTON =
  'inline-flex size-10 items-center justify-center rounded-lg text-ink hover:bg-sand aria-pressed:bg-primary/15 aria-pressed:text-primary-dark';

/** The editor's buttons, named in the page's language; the pressed ones mark what the selection has. */
export function RichTextToolbar({
  editor,
  tools,
  label,
}: {
  editor: Editor;
  tools: EditorTools;
  label: string;
}) {
  const { t } = useI18n();
  const shown = TOOLS.filter((tool) => tools === 'full' || !tool.full);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      pressed: shown.map((tool) => tool.active(current)),
      link: current.isActive('link'),
    }),
  });
  const [linking, setLinking] = useState(false);
  return (
    <div className="rounded-t-[0.65rem] border border-b-0 border-[#b9b5a8] bg-[#fbfaf6] p-1">
      <div
        role="toolbar"
        aria-label={t('campaign_form.editor.tools', { field: label })}
        className="flex flex-wrap gap-0.5"
      >
        {shown.map((tool, index) => (
          <button
            key={tool.label}
            type="button"
            className={BUTTON}
            aria-label={t(tool.label)}
            title={t(tool.label)}
            aria-pressed={state.pressed[index]}
            // The editor keeps its selection while a button is pressed.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => tool.run(editor)}
          >
            <tool.icon aria-hidden="true" className="size-4" />
          </button>
        ))}
        <button
          type="button"
          className={BUTTON}
          aria-label={t(state.link ? 'campaign_form.editor.unlink' : 'campaign_form.editor.link')}
          title={t(state.link ? 'campaign_form.editor.unlink' : 'campaign_form.editor.link')}
          aria-expanded={state.link ? undefined : linking}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() =>
            state.link
              ? editor.chain().focus().extendMarkRange('link').unsetLink().run()
              : setLinking(!linking)
          }
        >
          {state.link ? (
            <Unlink aria-hidden="true" className="size-4" />
          ) : (
            <Link2 aria-hidden="true" className="size-4" />
          )}
        </button>
      </div>
      {linking ? <LinkInput editor={editor} close={() => setLinking(false)} /> : null}
    </div>
  );
}

/** The address of a new link, typed inline (not in a browser prompt), applied to the selection. */
function LinkInput({ editor, close }: { editor: Editor; close: () => void }) {
  const { t } = useI18n();
  const id = useId();
  const [address, setAddress] = useState('');
  const apply = () => {
    const href = linkAddress(address);
    if (!href) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    // With nothing selected, the address itself becomes the link's text.
    if (editor.state.selection.empty)
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
    close();
  };
  const keys = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter here adds the link; it must not send the whole campaign form.
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
      editor.commands.focus();
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2 p-1">
      <label htmlFor={id} className="sr-only">
        {t('campaign_form.editor.link_address')}
      </label>
      <input
        id={id}
        type="url"
        dir="ltr"
        // biome-ignore lint/a11y/noAutofocus: the field was opened by the button just pressed.
        autoFocus
        placeholder="https://"
        className="field-input min-h-10 flex-1 basis-48"
        value={address}
        onChange={(event) => setAddress(event.target.value)}
        onKeyDown={keys}
      />
      <button type="button" className="btn btn-sm" onClick={apply}>
        {t('campaign_form.editor.link_apply')}
      </button>
      <button
        type="button"
        className="btn btn-sm btn-outline"
        onClick={() => {
          close();
          editor.commands.focus();
        }}
      >
        {t('campaign_form.editor.link_cancel')}
      </button>
    </div>
  );
}
