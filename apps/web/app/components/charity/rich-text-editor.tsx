import type { Locale } from '@ataa/contract/locale';
import { direction } from '@ataa/contract/locale';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useMemo } from 'react';
import { RichTextToolbar } from './rich-text-editor-toolbar.tsx';

/** `full`: the story (headings, lists, links); `short`: a line or two (bold, italic, links). */
export type EditorTools = 'full' | 'short';

/** What the field may do with its editor once it is there. */
export interface EditorHandle {
  focus: () => void;
}

interface RichTextEditorProps {
  initial: string;
  lang: Locale;
  tools: EditorTools;
  label: string;
  labelId: string;
  describedBy?: string;
  invalid: boolean;
  onChange: (html: string) => void;
  onBlur: () => void;
  onReady: (handle: EditorHandle) => void;
}

/**
 * Only what the API keeps when it cleans rich text (contract §1.13): paragraphs, bold, italic,
 * headings h2 to h4, lists and http(s) links. Anything else pasted in is dropped here already.
 */
function extensions(tools: EditorTools) {
  const full = tools === 'full';
  return [
    StarterKit.configure({
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      underline: false,
      // No empty paragraph kept after a last heading: the stored text is what was typed.
      trailingNode: false,
      heading: full ? { levels: [2, 3, 4] } : false,
      bulletList: full ? {} : false,
      orderedList: full ? {} : false,
      listItem: full ? {} : false,
      listKeymap: full ? {} : false,
      // Links open in the same tab on the campaign page; the API adds its own `rel`.
      link: { openOnClick: false, defaultProtocol: 'https', HTMLAttributes: { target: null } },
    }),
  ];
}

/** The editable area's attributes: named by the field's label, in the language it is written in. */
function areaAttributes({ lang, labelId, describedBy, invalid, tools }: RichTextEditorProps) {
  return {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    lang,
    dir: direction(lang),
    class: `field-input prose-content rounded-t-none [&>:first-child]:mt-0 [&>:last-child]:mb-0 ${
      // A long story scrolls inside its box, so the toolbar stays in reach.
      tools === 'full' ? 'min-h-56 max-h-[32rem] overflow-y-auto' : 'min-h-24'
    }`,
  };
}

/**
 * TipTap, written right to left in the Arabic fields and left to right in the English ones, with
 * a toolbar of what the API keeps. Loaded on its own (React.lazy) by the rich-text field.
 */
export default function RichTextEditor(props: RichTextEditorProps) {
  const { initial, tools, label, onChange, onBlur, onReady } = props;
  const kit = useMemo(() => extensions(tools), [tools]);
  const editor = useEditor({
    extensions: kit,
    content: initial,
    immediatelyRender: false,
    // Given again on each render (TipTap passes them on), so a message appearing or going away
    // reaches the editable area's aria attributes too.
    editorProps: { attributes: areaAttributes(props) },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur(),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the field's handlers are new each render; once is enough.
  useEffect(() => {
    if (editor) onReady({ focus: () => editor.commands.focus() });
  }, [editor]);
  if (!editor) return null;
  return (
    <div>
      <RichTextToolbar editor={editor} tools={tools} label={label} />
      <EditorContent editor={editor} />
    </div>
  );
}
