// Product fixtures for the product library's tests and bench (not exported from the package):
// a valid Product from a few fields, through the entity schema so every default applies.
import { productSchema, type Product, type ProductInput } from '../../entities/product.ts';

type LocationInput = NonNullable<ProductInput['locations']>[number];

export interface ProductFixture extends Partial<Omit<ProductInput, 'id' | 'locations'>> {
  readonly style: string;
  readonly color: string;
  readonly locations?: readonly LocationInput[];
  /** Footwear width (categories.width), the shorthand the tests use most. */
  readonly width?: string;
}

/** A Footwear product named "Test" unless told otherwise, with the given fields. */
export function product(fixture: ProductFixture): Product {
  const { width, locations, ...fields } = fixture;
  return productSchema.parse({
    _deleted: false,
    productType: 'Footwear',
    name: 'Test',
    ...fields,
    ...(width === undefined ? {} : { categories: { ...fields.categories, width } }),
    id: `${fixture.style}_${fixture.color}`,
    locations: locations ?? [],
  });
}

/** A location row: code and line status, the rest as given. */
export function row(
  code: string,
  lineStatus: string,
  rest: Partial<LocationInput> = {},
): LocationInput {
  return { code, lineStatus, ...rest };
}
