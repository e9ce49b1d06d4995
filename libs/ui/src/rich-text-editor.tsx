import { DESCRIPTION_RULES, LINK_REL, safeHref, type RichTextRules } from '@events/domain/description-html';
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { sanitizeDescriptionHtml } from './description-html-sanitizer.js';
import { useAppIntl } from './i18n/app-intl.js';

const messages = defineMessages({
  toolbar: { id: 'ui.richText.toolbar', defaultMessage: 'Formatting' },
  bold: { id: 'ui.richText.bold', defaultMessage: 'Bold' },
  italic: { id: 'ui.richText.italic', defaultMessage: 'Italic' },
  bulletList: { id: 'ui.richText.bulletList', defaultMessage: 'Bulleted list' },
  orderedList: { id: 'ui.richText.orderedList', defaultMessage: 'Numbered list' },
  link: { id: 'ui.richText.link', defaultMessage: 'Link' },
  heading: { id: 'ui.richText.heading', defaultMessage: 'Heading' },
  subheading: { id: 'ui.richText.subheading', defaultMessage: 'Subheading' },
  linkAddress: { id: 'ui.richText.linkAddress', defaultMessage: 'Link address' },
  apply: { id: 'ui.richText.apply', defaultMessage: 'Apply' },
  removeLink: { id: 'ui.richText.removeLink', defaultMessage: 'Remove link' },
  // The spec's VALIDATION.url (@events/contracts/messages).
  invalidUrl: { id: 'ui.richText.invalidUrl', defaultMessage: 'Enter a valid URL.' },
});

/** The link address's placeholder: the start of an address, the same in every language. */
const URL_PLACEHOLDER = 'https://';

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
  /** What the text keeps (a description's by default; a content page's add headings and links to site paths). */
  rules?: RichTextRules | undefined;
};

/**
 * Only what the allow-list keeps: paragraphs, line breaks, bold, italic, lists and links, and for a content page
 * headings of levels 2 and 3.
 */
const extensionsFor = (rules: RichTextRules) => [
  StarterKit.configure({
    heading: rules.tags.includes('h2') ? { levels: [2, 3] } : false,
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
    isAllowedUri: (url) => safeHref(url, rules.sitePaths) !== undefined,
    HTMLAttributes: { rel: LINK_REL, target: null },
  }),
];

type ToolbarState = { bold: boolean; italic: boolean; bulletList: boolean; orderedList: boolean; link: boolean; heading: boolean; subheading: boolean };

type Tool = { label: string; pressed: boolean; run: () => void };

/**
 * The formatting buttons as one WAI-ARIA toolbar: a single Tab stop (the last button used), Left / Right, Home
 * / End move between buttons. A click keeps the focus and selection in the text (mousedown does not take the
 * focus); keyboard users return to the text with the command's own focus.
 */
function Toolbar({ tools, disabled }: { tools: readonly Tool[]; disabled?: boolean | undefined }) {
  const intl = useAppIntl();
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (index: number) => {
    const next = (index + tools.length) % tools.length;
    setCurrent(next);
    buttons.current[next]?.focus();
  };
  return (
    <div
      className="ui-rich-text__toolbar"
      role="toolbar"
      aria-label={intl.formatMessage(messages.toolbar)}
      onKeyDown={(event) => {
        const keys: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tools.length - 1 };
        const target = keys[event.key];
        if (target === undefined) return;
        event.preventDefault();
        move(target);
      }}
    >
      {tools.map((tool, index) => (
        <button
          key={tool.label}
          ref={(button) => {
            buttons.current[index] = button;
          }}
          type="button"
          className="ui-rich-text__tool"
          aria-pressed={tool.pressed}
          tabIndex={index === current ? 0 : -1}
          disabled={disabled}
          onMouseDown={(event) => event.preventDefault()}
          onFocus={() => setCurrent(index)}
          onClick={tool.run}
        >
          {tool.label}
        </button>
      ))}
    </div>
  );
}

function LinkForm({ editor, sitePaths, onDone }: { editor: Editor; sitePaths: boolean; onDone: () => void }) {
  const intl = useAppIntl();
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
    if (safeHref(text, sitePaths) === undefined) {
      setError(intl.formatMessage(messages.invalidUrl));
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: text }).run();
    onDone();
  };
  return (
    <div className="ui-rich-text__link-form" role="group" aria-label={intl.formatMessage(messages.link)}>
      <label htmlFor={`${id}-href`}>{intl.formatMessage(messages.linkAddress)}</label>
      <input
        id={`${id}-href`}
        className="ui-field__input"
        type="text"
        inputMode="url"
        placeholder={URL_PLACEHOLDER}
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
        {intl.formatMessage(messages.apply)}
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
          {intl.formatMessage(messages.removeLink)}
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
export function RichTextEditor({ value, onChange, onBlur, labelledBy, describedBy, invalid, required, disabled, rules = DESCRIPTION_RULES }: RichTextEditorProps) {
  const intl = useAppIntl();
  // The HTML this editor last gave the form: a different value comes from outside (a reset) and replaces the content.
  const own = useRef(value);
  const [linkOpen, setLinkOpen] = useState(false);
  const headings = rules.tags.includes('h2');
  // Rules are module constants, so the editor is configured once, as before.
  const extensions = useMemo(() => extensionsFor(rules), [rules]);
  const editor = useEditor({
    extensions,
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
      const html = sanitizeDescriptionHtml(current.getHTML(), rules);
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
            heading: current.isActive('heading', { level: 2 }),
            subheading: current.isActive('heading', { level: 3 }),
          }
        : null,
  });

  if (!editor) return null;
  return (
    <div className="ui-rich-text__box">
      <Toolbar
        disabled={disabled}
        tools={[
          { label: intl.formatMessage(messages.bold), pressed: state?.bold ?? false, run: () => editor.chain().focus().toggleBold().run() },
          { label: intl.formatMessage(messages.italic), pressed: state?.italic ?? false, run: () => editor.chain().focus().toggleItalic().run() },
          { label: intl.formatMessage(messages.bulletList), pressed: state?.bulletList ?? false, run: () => editor.chain().focus().toggleBulletList().run() },
          { label: intl.formatMessage(messages.orderedList), pressed: state?.orderedList ?? false, run: () => editor.chain().focus().toggleOrderedList().run() },
          { label: intl.formatMessage(messages.link), pressed: state?.link ?? false, run: () => setLinkOpen((open) => !open) },
          ...(headings
            ? [
                { label: intl.formatMessage(messages.heading), pressed: state?.heading ?? false, run: () => editor.chain().focus().toggleHeading({ level: 2 }).run() },
                { label: intl.formatMessage(messages.subheading), pressed: state?.subheading ?? false, run: () => editor.chain().focus().toggleHeading({ level: 3 }).run() },
              ]
            : []),
        ]}
      />
      {linkOpen && <LinkForm editor={editor} sitePaths={rules.sitePaths} onDone={() => setLinkOpen(false)} />}
      <EditorContent editor={editor} />
    </div>
  );
}
