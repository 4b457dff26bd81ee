// A person chosen with a combo box (react-aria-components ComboBox): online it searches the
// user lookup of spec 001 §7 (at most 10, spec 000 §9) and a choice fills the code and the
// name; offline, or when the server cannot be reached, it offers the people already on the
// device and takes a typed user code as it is. The field says which of the two it is doing.
import type { FieldProblem } from '@portal/shared/forms/problems.ts';
import { DEBOUNCE_MS } from '@portal/shared/constants.ts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Button,
  ComboBox,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  type Key,
} from 'react-aria-components';
import { FormattedMessage } from 'react-intl';
import { FieldHelp, FieldLabel, FieldLocale } from '../../ui/forms/field-parts.tsx';
import { Icon } from '../../ui/icons.tsx';
import { personLabel } from './labels.ts';
import { useOnline } from '../../ui/useOnline.ts';
import { searchUsers, type PeopleAnswer, type PersonOption } from './user-lookup.ts';

export interface Person {
  readonly code: string;
  readonly name: string | undefined;
}

export interface UserComboFieldProps {
  readonly label: ReactNode;
  readonly code: string | undefined;
  readonly name: string | undefined;
  readonly onChange: (person: Person) => void;
  readonly onBlur?: () => void;
  readonly problem?: FieldProblem | undefined;
  readonly isRequired?: boolean;
  readonly autoFocus?: boolean;
  /** One lookup per field at a time: a newer search cancels the older (spec 001 §7). */
  readonly family: string;
  /** The people on the device whose code or name holds the text. */
  readonly devicePeople: (typed: string) => Promise<readonly PersonOption[]>;
  /** More of the server lookup's query (e.g. `promoRole`). */
  readonly narrow?: Readonly<Record<string, string>>;
}

type Mode = 'server' | 'device' | 'failed';

const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

export function UserComboField(props: UserComboFieldProps) {
  const { onChange, devicePeople, family } = props;
  const online = useOnline();
  const [text, setText] = useState(() => (props.code ? personLabel(props.code, props.name) : ''));
  const [people, setPeople] = useState<readonly PersonOption[]>([]);
  const [answered, setAnswered] = useState<Mode>('server');
  const [searching, setSearching] = useState(false);
  const mode: Mode = online ? answered : 'device';
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The latest question: answers to older ones are dropped. */
  const asked = useRef(0);
  useEffect(() => () => clearTimeout(timer.current), []);

  /**
   * Text that is not one of the listed people: a code someone typed. It is taken as it is where
   * the server cannot tell who it is (offline, or its lookup failed); online the user picks one
   * of the server's answers, unless the text is exactly one of their codes.
   */
  const onTyped = (typed: string, listed: readonly PersonOption[], from: Mode) => {
    const byCode = typed.trim() === '' ? undefined : listed.find((p) => sameCode(p.code, typed));
    if (byCode) onChange({ code: byCode.code, name: byCode.name });
    else if (from === 'server') onChange({ code: '', name: undefined });
    else onChange({ code: typed.trim(), name: undefined });
  };

  /** The list for the text: the server's search 300 ms after typing stops (spec 000 §9 API
   * debounce), the device's people at once when offline. */
  const lookUp = (typed: string) => {
    clearTimeout(timer.current);
    const question = ++asked.current;
    const query = typed.trim();
    const apply = (answer: PeopleAnswer) => {
      if (question !== asked.current || answer.source === 'cancelled') return;
      setPeople(answer.people);
      setAnswered(answer.source);
      setSearching(false);
      // The server could not say who it is: the text typed meanwhile is the code.
      if (
        answer.source !== 'server' &&
        query !== '' &&
        !answer.people.some((p) => p.label === typed)
      )
        onTyped(typed, answer.people, answer.source);
    };
    if (!navigator.onLine) {
      void devicePeople(query).then((found) => apply({ source: 'device', people: found }));
    } else if (query === '') {
      setPeople([]);
      setSearching(false);
    } else {
      setSearching(true);
      timer.current = setTimeout(
        () => void searchUsers(query, family, () => devicePeople(query), props.narrow).then(apply),
        DEBOUNCE_MS.api,
      );
    }
  };

  const pick = (person: PersonOption) => {
    setText(person.label);
    onChange({ code: person.code, name: person.name });
  };

  const onInputChange = (typed: string) => {
    setText(typed);
    const chosen = people.find((p) => p.label === typed);
    if (chosen) return pick(chosen);
    onTyped(typed, people, mode);
    lookUp(typed);
  };

  const hintId =
    mode === 'server'
      ? 'inputs.coordinatorAssignments.userSearch'
      : mode === 'failed'
        ? 'inputs.coordinatorAssignments.userSearchFailed'
        : 'inputs.coordinatorAssignments.userOffline';

  return (
    <FieldLocale>
      <ComboBox<PersonOption>
        className="field form-field ca-combo"
        inputValue={text}
        onInputChange={onInputChange}
        items={people}
        onSelectionChange={(key: Key | null) => {
          const chosen = people.find((p) => p.code === key);
          if (chosen) pick(chosen);
        }}
        allowsCustomValue
        allowsEmptyCollection
        menuTrigger="input"
        // Opening the list (its button) offline shows who is on the device.
        onOpenChange={(isOpen) => isOpen && people.length === 0 && lookUp(text)}
        isRequired={props.isRequired ?? false}
        isInvalid={props.problem !== undefined}
        validationBehavior="aria"
        {...(props.onBlur ? { onBlur: props.onBlur } : {})}
        {...(props.autoFocus ? { autoFocus: true } : {})}
      >
        <FieldLabel label={props.label} isRequired={props.isRequired} />
        <div className="field-group">
          <Input />
          <Button className="btn btn-ghost btn-icon field-date-button">
            <Icon name="chevronRight" className="field-select-chevron" />
          </Button>
        </div>
        <FieldHelp
          description={
            <span data-mode={mode}>
              <FormattedMessage id={hintId} />
              {searching && (
                <>
                  {' '}
                  <FormattedMessage id="inputs.coordinatorAssignments.userSearching" />
                </>
              )}
            </span>
          }
          problem={props.problem}
        />
        <Popover className="field-popover">
          <ListBox<PersonOption>
            className="field-listbox"
            renderEmptyState={() => (
              <p className="ca-combo-empty">
                <FormattedMessage
                  id={
                    text.trim() === ''
                      ? 'inputs.coordinatorAssignments.userTypeToSearch'
                      : 'inputs.coordinatorAssignments.userNoMatch'
                  }
                />
              </p>
            )}
          >
            {(person) => (
              <ListBoxItem id={person.code} className="field-option" textValue={person.label}>
                {person.label}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
    </FieldLocale>
  );
}
