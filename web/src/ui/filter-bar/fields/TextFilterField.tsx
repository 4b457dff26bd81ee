// Typed filters in a panel, applied with Enter or the Add button: a keyword or name, the size
// field (spec 000 §5: up to 5 characters, uppercased as typed; placeholder 9H or M), and the
// Style/Color IDs paste (hundreds of ids, counted as the user pastes).
import {
  FILTER_LIMITS,
  FILTER_PRESETS,
  normalizeSize,
  parseIdList,
  type IdListFilter,
  type SizeFilter,
  type TextFilter,
} from '@portal/shared';
import { useState, type FormEvent } from 'react';
import { Button, Input, Label, Text, TextArea, TextField } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FieldProps } from './field-props.ts';

type Typed = TextFilter | SizeFilter | IdListFilter;

export function TextFilterField({ filter, context }: FieldProps<Typed>) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const ids = filter.kind === 'idList' && text.trim() !== '' ? parseIdList(text) : undefined;
  const refused = ids === null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '' || refused) return;
    if (filter.allowMultiple) context.add(filter.key, text);
    else context.set(filter.key, text);
    setText('');
  };
  const placeholder =
    filter.kind === 'size'
      ? (filter.placeholder ?? FILTER_PRESETS.size.placeholder.Footwear)
      : filter.placeholderId
        ? intl.formatMessage({ id: filter.placeholderId })
        : undefined;
  return (
    <form
      className="filter-field filter-typed"
      onSubmit={submit}
      aria-label={intl.formatMessage({ id: filter.labelId })}
    >
      <TextField
        className="field"
        value={text}
        onChange={(value) => setText(filter.kind === 'size' ? normalizeSize(value) : value)}
        isInvalid={refused}
        {...(filter.kind === 'size' ? { maxLength: FILTER_PRESETS.size.maxLength } : {})}
        {...(filter.kind === 'text' ? { maxLength: FILTER_LIMITS.textMaxLength } : {})}
      >
        <Label>
          <FormattedMessage id={filter.labelId} />
        </Label>
        {filter.kind === 'idList' ? (
          <TextArea rows={4} placeholder={placeholder} />
        ) : (
          <Input placeholder={placeholder} />
        )}
        {filter.kind === 'idList' && (
          <Text slot="description" className={refused ? 'field-error' : 'field-hint'}>
            {refused ? (
              <FormattedMessage
                id="common.filterBar.idListRefused"
                values={{ max: FILTER_LIMITS.idListMaxIds, length: FILTER_LIMITS.idMaxLength }}
              />
            ) : ids ? (
              <FormattedMessage id="common.filterBar.idCount" values={{ count: ids.length }} />
            ) : (
              <FormattedMessage id="common.filterBar.idListHint" />
            )}
          </Text>
        )}
      </TextField>
      <Button type="submit" className="btn btn-primary" isDisabled={text.trim() === '' || refused}>
        <FormattedMessage
          id={filter.allowMultiple ? 'common.filterBar.add' : 'common.filterBar.apply'}
        />
      </Button>
    </form>
  );
}
