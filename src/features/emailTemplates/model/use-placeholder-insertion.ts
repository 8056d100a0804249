import { useRef, type SyntheticEvent } from 'react';

type TextFieldName = 'subject' | 'body';

interface Caret {
  field: TextFieldName;
  element: HTMLInputElement | HTMLTextAreaElement;
  start: number;
  end: number;
}

/**
 * Remembers where the caret was in the subject or the body, so a placeholder chosen from
 * the chips (with the mouse or the keyboard, which takes the focus away) goes exactly there.
 */
export function usePlaceholderInsertion(
  read: (field: TextFieldName) => string,
  write: (field: TextFieldName, value: string) => void,
) {
  const caret = useRef<Caret | null>(null);

  const track = (field: TextFieldName) => (event: SyntheticEvent) => {
    // Tabbing through a field on the way to the chips says nothing about where to insert
    // (and focusing by Tab selects the whole text, which must not be replaced).
    if ('key' in event && (event.key === 'Tab' || event.key === 'Shift')) return;
    const element = event.target as HTMLInputElement | HTMLTextAreaElement;
    if (typeof element.selectionStart !== 'number') return;
    caret.current = {
      field,
      element,
      start: element.selectionStart,
      end: element.selectionEnd ?? element.selectionStart,
    };
  };

  const caretProps = (field: TextFieldName) => {
    const remember = track(field);
    return { onKeyUp: remember, onMouseUp: remember };
  };

  function insert(placeholder: string) {
    const token = `{{${placeholder}}}`;
    const at = caret.current ?? null;
    const field = at?.field ?? 'body';
    const text = read(field);
    const start = Math.min(at?.start ?? text.length, text.length);
    const end = Math.min(at?.end ?? text.length, text.length);
    write(field, text.slice(0, start) + token + text.slice(end));
    const position = start + token.length;
    if (at) {
      caret.current = { ...at, start: position, end: position };
      // After React has put the new value in the field.
      requestAnimationFrame(() => {
        at.element.focus();
        at.element.setSelectionRange(position, position);
      });
    }
  }

  return { caretProps, insert };
}
