// New and Edit of one assignment (spec 001 §7: POST and PATCH /coordinatorAssignments, here as
// device writes the sync pushes): a FormDialog validated with the entity's shared schema plus
// the duplicate rule (decision 0033), the coordinator and the requester chosen with the user
// combo box, the order type (Sample, Promo or Both) and the status.
import {
  COORDINATOR_ASSIGNMENT_STATUSES,
  coordinatorAssignmentSchema,
  duplicateAssignment,
  type CoordinatorAssignment,
} from '@portal/shared';
import { useCallback, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { insertDocuments, patchDocuments } from '../../db/actions.ts';
import { useLiveQuery } from '../../db/hooks.ts';
import { FormDialog, SelectField, useDocumentForm, type FormValues } from '../../ui/forms/index.ts';
import { showToast, SUCCESS_TOAST_MS } from '../../ui/toasts/queue.ts';
import {
  ORDER_SUBTYPE_LABEL_IDS,
  ORDER_TYPE_CHOICES,
  STATUS_LABEL_IDS,
  personLabel,
  subtypeOfChoice,
  type OrderTypeChoice,
} from './labels.ts';
import { devicePeople, type AssignmentCollection, type AssignmentRow } from './user-lookup.ts';
import { UserComboField, type Person } from './UserComboField.tsx';

type Others = readonly Pick<
  CoordinatorAssignment,
  'id' | 'requesterCode' | 'orderSubtype' | 'status' | 'coordinatorCode' | 'coordinatorName'
>[];

/** The entity's schema plus the duplicate rule against the requester's Active assignments. */
function assignmentFormSchema(others: Others) {
  return coordinatorAssignmentSchema.superRefine((doc, ctx) => {
    if (duplicateAssignment(doc, others))
      ctx.addIssue({ code: 'custom', path: ['orderSubtype'], message: 'duplicate' });
  });
}
type AssignmentFormSchema = ReturnType<typeof assignmentFormSchema>;

const NO_MATCH = { selector: { requesterCode: { $in: [] as string[] } }, limit: 1 };

/** The requester's Active assignments on the device, live (the selector compares exactly). */
function useActiveAssignmentsOf(requesterCode: string): Others {
  const code = requesterCode.trim();
  const variants = [...new Set([code, code.toUpperCase(), code.toLowerCase()])];
  const { docs } = useLiveQuery(
    'coordinatorAssignments',
    code === ''
      ? NO_MATCH
      : { selector: { requesterCode: { $in: variants }, status: 'Active' }, limit: 50 },
  );
  return docs;
}

function initialValues(existing: AssignmentRow | null): FormValues<AssignmentFormSchema> {
  if (!existing)
    return {
      id: crypto.randomUUID(),
      _deleted: false,
      coordinatorCode: '',
      requesterCode: '',
      status: 'Active',
    };
  return {
    id: existing.id,
    _deleted: false,
    coordinatorCode: existing.coordinatorCode,
    coordinatorName: existing.coordinatorName,
    requesterCode: existing.requesterCode,
    requesterName: existing.requesterName,
    orderSubtype: existing.orderSubtype,
    status: existing.status,
  };
}

export interface AssignmentDialogProps {
  /** The assignment to edit; null for New. */
  readonly existing: AssignmentRow | null;
  readonly collection: AssignmentCollection | undefined;
  readonly onClose: () => void;
}

export function AssignmentDialog({ existing, collection, onClose }: AssignmentDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [initial] = useState(() => initialValues(existing));
  const [requesterCode, setRequesterCode] = useState(initial.requesterCode ?? '');
  const others = useActiveAssignmentsOf(requesterCode);
  const schema = useMemo(() => assignmentFormSchema(others), [others]);

  const form = useDocumentForm({
    schema,
    initial,
    onSubmit: async (doc) => {
      const now = new Date().toISOString();
      const fields = {
        coordinatorCode: doc.coordinatorCode.trim(),
        coordinatorName: doc.coordinatorName,
        requesterCode: doc.requesterCode.trim(),
        requesterName: doc.requesterName,
        orderSubtype: doc.orderSubtype,
        status: doc.status,
      };
      if (existing) {
        // An optional field left undefined is cleared (a name, or the subtype for Both).
        await patchDocuments('coordinatorAssignments', existing.id, {
          ...fields,
          modifiedDate: now,
        });
      } else {
        const present = Object.fromEntries(
          Object.entries(fields).filter(([, value]) => value !== undefined),
        ) as typeof fields;
        await insertDocuments('coordinatorAssignments', {
          ...present,
          id: doc.id,
          createdDate: now,
          modifiedDate: now,
        });
      }
      showToast(
        'success',
        {
          id: existing
            ? 'orders.coordinatorAssignments.updated'
            : 'orders.coordinatorAssignments.created',
        },
        { timeout: SUCCESS_TOAST_MS },
      );
    },
  });

  const people = useCallback((typed: string) => devicePeople(collection, typed), [collection]);
  const { setValue, values } = form;
  const setPerson = (role: 'coordinator' | 'requester', person: Person) => {
    setValue(`${role}Code`, person.code);
    setValue(`${role}Name`, person.name);
    if (role === 'requester') setRequesterCode(person.code);
  };

  const duplicate =
    values.requesterCode && values.requesterCode.trim() !== ''
      ? duplicateAssignment(
          {
            id: values.id ?? '',
            requesterCode: values.requesterCode,
            orderSubtype: values.orderSubtype,
            status: values.status,
          },
          others,
        )
      : undefined;

  return (
    <FormDialog
      title={t(
        existing
          ? 'orders.coordinatorAssignments.editTitle'
          : 'orders.coordinatorAssignments.newTitle',
      )}
      isOpen
      onClose={onClose}
      form={form}
      testId="assignment-dialog"
    >
      <UserComboField
        label={t('labels.coordinatorAssignments.coordinator')}
        code={initial.coordinatorCode}
        name={initial.coordinatorName}
        onChange={(person) => setPerson('coordinator', person)}
        onBlur={form.field('coordinatorCode').onBlur}
        problem={form.field('coordinatorCode').problem}
        family="coordinator-assignments-coordinator"
        devicePeople={people}
        isRequired
        autoFocus
      />
      <UserComboField
        label={t('labels.coordinatorAssignments.requester')}
        code={initial.requesterCode}
        name={initial.requesterName}
        onChange={(person) => setPerson('requester', person)}
        onBlur={form.field('requesterCode').onBlur}
        problem={form.field('requesterCode').problem}
        family="coordinator-assignments-requester"
        devicePeople={people}
        isRequired
      />
      <SelectField<OrderTypeChoice>
        label={t('labels.coordinatorAssignments.orderSubtype')}
        description={t('inputs.coordinatorAssignments.orderTypeHint')}
        options={ORDER_TYPE_CHOICES.map((value) => ({
          value,
          label: t(ORDER_SUBTYPE_LABEL_IDS[value]),
        }))}
        value={values.orderSubtype ?? 'both'}
        onChange={(choice) => setValue('orderSubtype', subtypeOfChoice(choice))}
        onBlur={form.field('orderSubtype').onBlur}
        problem={form.field('orderSubtype').problem}
        isRequired
      />
      <SelectField
        label={t('labels.coordinatorAssignments.status')}
        options={COORDINATOR_ASSIGNMENT_STATUSES.map((value) => ({
          value,
          label: t(STATUS_LABEL_IDS[value]),
        }))}
        {...form.field('status')}
        isRequired
      />
      {duplicate && (
        <p className="ca-duplicate" role="status" data-testid="assignment-duplicate">
          <FormattedMessage
            id="orders.coordinatorAssignments.duplicate"
            values={{
              requester: personLabel(values.requesterCode ?? '', values.requesterName),
              coordinator: personLabel(duplicate.coordinatorCode, duplicate.coordinatorName),
            }}
          />
        </p>
      )}
    </FormDialog>
  );
}
