// A text filter shown in the bar itself (File Name, Name): applied as the user types, once the
// typing has paused for 800 ms (spec 000 §9 library name filter debounce), or at once on Enter.
import { DEBOUNCE_MS } from '@portal/shared/constants.ts';
import type { TextFilter } from '@portal/shared';
import { useEffect, useRef, useState } from 'react';
import { Input, Label, SearchField } from 'react-aria-components';
import { useIntl } from 'react-intl';

export function LiveTextFilter(props: {
  readonly filter: TextFilter;
  readonly value: string;
  readonly onCommit: (value: string) => void;
}) {
  const { filter, value, onCommit } = props;
  const intl = useIntl();
  const [text, setText] = useState(value);
  const [typing, setTyping] = useState(false);
  const commit = useRef(onCommit);
  useEffect(() => {
    commit.current = onCommit;
  });
  // The address changed under the field (back/forward, chip removed): show what it says.
  if (!typing && text !== value) setText(value);
  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(() => {
      setTyping(false);
      commit.current(text);
    }, DEBOUNCE_MS.libraryNameFilter);
    return () => clearTimeout(timer);
  }, [text, typing]);
  return (
    <SearchField
      className="field filter-live"
      value={text}
      onChange={(next) => {
        setText(next);
        setTyping(true);
      }}
      onSubmit={() => {
        setTyping(false);
        commit.current(text);
      }}
      onClear={() => {
        setTyping(false);
        commit.current('');
      }}
    >
      <Label>{intl.formatMessage({ id: filter.labelId })}</Label>
      <Input
        placeholder={
          filter.placeholderId ? intl.formatMessage({ id: filter.placeholderId }) : undefined
        }
      />
    </SearchField>
  );
}
