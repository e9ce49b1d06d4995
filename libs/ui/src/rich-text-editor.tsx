import { VALIDATION } from '@events/contracts/messages';
import { LINK_REL, safeHref } from '@events/domain/description-html';
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { sanitizeDescriptionHtml } from './description-html-sanitizer.js';

export type RichTextEditorProps = {
  value: string;
  onChange: (html: string) => void;
  onBlur?: (() => void) | undefined;
  /** Ids of the visible label, and of the help and errors read with the editor. */
  labelledBy: string;
  describedBy?: string | undefined;
  invalid?: boolean | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
};

/** Only what the description allow-list keeps: paragraphs, line breaks, bold, italic, lists and links. */
const EXTENSIONS = [
  StarterKit.configure({
    heading: false,
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: false,
    // An empty paragraph after a list would be sent (and stored) with every description.
    trailingNode: false,
  }),
  Link.configure({
    openOnClick: false,
    autolink: true,
    defaultProtocol: 'https',
    protocols: ['http', 'https', 'mailto'],
    isAllowedUri: (url) => safeHref(url) !== undefined,
    HTMLAttributes: { rel: LINK_REL, target: null },
  }),
];

type ToolbarState = { bold: boolean; italic: boolean; bulletList: boolean; orderedList: boolean; link: boolean };

function ToolButton({ label, pressed, disabled, onClick }: { label: string; pressed: boolean; disabled?: boolean | undefined; onClick: () => void }) {
  return (
    <button
      type="button"
      className="ui-rich-text__tool"
      aria-pressed={pressed}
      disabled={disabled}
      // A click keeps the focus and selection in the text (keyboard users come back with the command's focus).
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {label}
    </button>
  );
}

function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const id = useId();
  const [href, setHref] = useState(() => String(editor.getAttributes('link')['href'] ?? ''));
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    const text = href.trim();
    if (text === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      onDone();
      return;
    }
    if (safeHref(text) === undefined) {
      setError(VALIDATION.url);
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: text }).run();
    onDone();
  };
  return (
    <div className="ui-rich-text__link-form" role="group" aria-label="Link">
      <label htmlFor={`${id}-href`}>Link address</label>
      <input
        id={`${id}-href`}
        className="ui-field__input"
        type="text"
        inputMode="url"
        placeholder="https://"
        value={href}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        // The form opens on request, so taking the focus is what the user expects.
        autoFocus
        onChange={(event) => {
          setHref(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            editor.commands.focus();
            onDone();
          }
        }}
      />
      <button type="button" className="ui-button ui-button--secondary" onClick={apply}>
        Apply
      </button>
      {editor.isActive('link') && (
        <button
          type="button"
          className="ui-button ui-button--secondary"
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            onDone();
          }}
        >
          Remove link
        </button>
      )}
      {error && (
        <p id={`${id}-error`} className="ui-field__errors">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The tiptap editor behind RichTextField (loaded lazily: only form pages pay for it). Its value is the
 * sanitised HTML (sanitizeDescriptionHtml), '' when it holds no text.
 */
export function RichTextEditor({ value, onChange, onBlur, labelledBy, describedBy, invalid, required, disabled }: RichTextEditorProps) {
  // The HTML this editor last gave the form: a different value comes from outside (a reset) and replaces the content.
  const own = useRef(value);
  const [linkOpen, setLinkOpen] = useState(false);
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    editable: !disabled,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(required ? { 'aria-required': 'true' } : {}),
        class: 'ui-rich-text__content',
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = sanitizeDescriptionHtml(current.getHTML());
      if (html === own.current) return;
      own.current = html;
      onChange(html);
    },
    onBlur: () => onBlur?.(),
  });

  useEffect(() => {
    if (!editor || value === own.current) return;
    own.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const state = useEditorState<ToolbarState | null>({
    editor,
    selector: ({ editor: current }) =>
      current
        ? {
            bold: current.isActive('bold'),
            italic: current.isActive('italic'),
            bulletList: current.isActive('bulletList'),
            orderedList: current.isActive('orderedList'),
            link: current.isActive('link'),
          }
        : null,
  });

  if (!editor) return null;
  return (
    <div className="ui-rich-text__box">
      <div className="ui-rich-text__toolbar" role="toolbar" aria-label="Formatting">
        <ToolButton label="Bold" pressed={state?.bold ?? false} disabled={disabled} onClick={() => editor.chain().focus().toggleBold().run()} />
        <ToolButton label="Italic" pressed={state?.italic ?? false} disabled={disabled} onClick={() => editor.chain().focus().toggleItalic().run()} />
        <ToolButton label="Bulleted list" pressed={state?.bulletList ?? false} disabled={disabled} onClick={() => editor.chain().focus().toggleBulletList().run()} />
        <ToolButton label="Numbered list" pressed={state?.orderedList ?? false} disabled={disabled} onClick={() => editor.chain().focus().toggleOrderedList().run()} />
        <ToolButton label="Link" pressed={state?.link ?? false} disabled={disabled} onClick={() => setLinkOpen((open) => !open)} />
      </div>
      {linkOpen && <LinkForm editor={editor} onDone={() => setLinkOpen(false)} />}
      <EditorContent editor={editor} />
    </div>
  );
}
