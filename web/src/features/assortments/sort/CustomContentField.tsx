// Custom content of one display group (spec 000 §3 "customContent (per display group: html …)";
// §9 custom content debounce 500 ms): the html as plain text, saved by the group's title.
import { useEffect, useRef, useState } from 'react';
import { Label, TextArea, TextField } from 'react-aria-components';
import { FormattedMessage } from 'react-intl';

export const CUSTOM_CONTENT_DEBOUNCE_MS = 500;

export function CustomContentField(props: {
  readonly value: string;
  readonly onSave: (html: string) => Promise<void>;
}) {
  const [text, setText] = useState(props.value);
  const typed = useRef(false);
  // The stored value wins unless the user is typing (their text is about to be saved).
  useEffect(() => {
    if (!typed.current) setText(props.value);
  }, [props.value]);
  useEffect(() => {
    if (!typed.current) return undefined;
    const timer = setTimeout(() => {
      typed.current = false;
      void props.onSave(text);
    }, CUSTOM_CONTENT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- saves the text, not a new callback
  }, [text]);
  return (
    <TextField
      className="as-custom"
      value={text}
      onChange={(v) => {
        typed.current = true;
        setText(v);
      }}
    >
      <Label className="as-custom-label">
        <FormattedMessage id="labels.assortmentSort.customContent" />
      </Label>
      <TextArea className="as-custom-text" rows={2} />
    </TextField>
  );
}
