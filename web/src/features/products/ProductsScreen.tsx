// /product/libraries/products (route product--libraries--products; the route table checks the
// products permission): the signed-in user's product library on their device. Waits for the
// device sync and the page's catalogue handle, then starts (or reuses) the user's product
// index and shows the library.
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ScreenProps } from '../../app/screen-props.ts';
import { productIndexFor } from '../../products/client.ts';
import { useSessionUser } from '../session/SessionProvider.tsx';
import { useCatalogue, useDeviceSync } from '../sync/useDeviceSync.ts';
import { ProductLibrary } from './ProductLibrary.tsx';

export default function ProductsScreen(_props: ScreenProps) {
  const user = useSessionUser();
  const sync = useDeviceSync();
  const catalogue = useCatalogue();
  const index = useMemo(() => (sync ? productIndexFor(sync) : undefined), [sync]);
  if (!user || !sync || !catalogue || !index || sync.userId !== user.id)
    return (
      <p className="pl-opening" role="status">
        <FormattedMessage id="products.library.opening" />
      </p>
    );
  return <ProductLibrary user={user} index={index} catalogue={catalogue} />;
}
