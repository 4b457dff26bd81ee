// The product per location (spec 000 §3 locations[]): one tab per location line the user may
// see (the server projects the others out), the screen's location first. Each shows the line
// status, size range, prices in that location's currency (§9: its symbol and decimals), the
// net cost and initial markup at those prices (productFigures), dates, inventory, and the
// availability by size and date.
import type { Product } from '@portal/shared';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatCount } from '../../../i18n/format.ts';
import { locationDetail, orderedLocations, type LocationDetail } from './detail-fields.ts';
import { formatDetailValue, type DetailCurrency } from './format-value.ts';

export interface LocationInfo extends DetailCurrency {
  readonly code: string;
  readonly name?: string;
}

interface Props {
  readonly product: Product;
  readonly locationCode: string | undefined;
  /** Names and currencies of the locations (the `locations` option). */
  readonly locations: readonly LocationInfo[];
}

function LocationPanel({
  detail,
  currency,
}: {
  readonly detail: LocationDetail;
  readonly currency: DetailCurrency | undefined;
}) {
  const intl = useIntl();
  return (
    <>
      <dl className="pd-fields">
        {detail.fields.map((field) => (
          <div key={field.id} className="pd-field" data-field={`location.${field.id}`}>
            <dt>
              <FormattedMessage id={`products.detail.location.${field.id}`} />
            </dt>
            <dd>{formatDetailValue(intl, field.kind, field.value, currency)}</dd>
          </div>
        ))}
      </dl>
      {detail.availability.length === 0 ? (
        <p className="pd-muted">
          <FormattedMessage id="products.detail.availabilityNone" />
        </p>
      ) : (
        <table className="pd-availability">
          <caption>
            <FormattedMessage id="products.detail.availability" />
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="products.detail.availabilitySize" />
              </th>
              <th scope="col">
                <FormattedMessage id="products.detail.availabilityDate" />
              </th>
              <th scope="col" className="pd-num">
                <FormattedMessage id="products.detail.availabilityInventory" />
              </th>
              <th scope="col">
                <FormattedMessage id="products.detail.availabilityUpc" />
              </th>
            </tr>
          </thead>
          <tbody>
            {detail.availability.map((a, i) => (
              <tr key={`${a.size}|${a.date ?? ''}|${i}`}>
                <th scope="row">{a.size}</th>
                <td>{a.date ? formatDetailValue(intl, 'date', a.date, undefined) : ''}</td>
                <td className="pd-num">{formatCount(intl, a.inventory)}</td>
                <td>{a.upc ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

export function LocationLines({ product, locationCode, locations }: Props) {
  const intl = useIntl();
  const lines = orderedLocations(product, locationCode);
  if (lines.length === 0) {
    return (
      <p className="pd-muted">
        <FormattedMessage id="products.detail.noLocations" />
      </p>
    );
  }
  const info = (code: string) => locations.find((l) => l.code === code);
  return (
    <Tabs className="pd-locations" defaultSelectedKey={lines[0]!.code}>
      <TabList
        className="pd-location-tabs"
        aria-label={intl.formatMessage({ id: 'products.detail.locations' })}
      >
        {lines.map((l) => {
          const name = info(l.code)?.name;
          return (
            <Tab
              key={l.code}
              id={l.code}
              className="pd-location-tab"
              data-testid={`location-tab-${l.code}`}
            >
              {name ? (
                <FormattedMessage
                  id="products.detail.locationName"
                  values={{ name, code: l.code }}
                />
              ) : (
                l.code
              )}
            </Tab>
          );
        })}
      </TabList>
      {lines.map((l) => (
        <TabPanel key={l.code} id={l.code} className="pd-location-panel">
          <LocationPanel detail={locationDetail(product, l)} currency={info(l.code)} />
        </TabPanel>
      ))}
    </Tabs>
  );
}
