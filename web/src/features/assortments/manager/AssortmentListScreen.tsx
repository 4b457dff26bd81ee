// /product/assortments/{quick-access|all|recent|starred|scheduled|archived} (spec 000 §2
// "Assortment manager"): the signed-in user's regular assortments from the device, in one
// grid per list (quick-access: starred and recent), with New Assortment, the row actions and
// the export. Offline by construction: reads and writes are the device's.
import type { ScreenProps } from '../../../app/screen-props.ts';
import { FormattedMessage } from 'react-intl';
import { useSessionUser } from '../../session/SessionProvider.tsx';
import { AssortmentManager } from './AssortmentManager.tsx';
import { listsOf } from './lists.ts';

export default function AssortmentListScreen({ route }: ScreenProps) {
  const user = useSessionUser();
  if (!user)
    return (
      <p role="status">
        <FormattedMessage id="labels.assortments.opening" />
      </p>
    );
  return (
    <AssortmentManager
      key={route.name}
      titleId={route.meta.title}
      lists={listsOf(route.meta.collectionType)}
      userCode={user.userCode}
    />
  );
}
