// Definitions the filter tests share (not exported from the package): the product bar of spec
// 000 §2 in small (Product Type as the switched modules, Location and Status always on), and
// the advertising logos bar with a module that keeps one parameter.
import type { FilterBarDefinition, FilterOption } from './definition.ts';

const options = (...values: string[]): FilterOption[] =>
  values.map((value) => ({ value, labelId: `enums.test.${value}` }));

export const productBar: FilterBarDefinition = {
  id: 'products',
  moduleLabelId: 'labels.productType',
  defaultModule: 'footwear',
  modules: [
    {
      id: 'product',
      labelId: 'labels.product',
      allowMultiple: true,
      alwaysOn: true,
      groups: [
        {
          id: 'location',
          labelId: 'labels.location',
          allowMultiple: false,
          filters: [
            {
              key: 'location',
              labelId: 'labels.location',
              kind: 'select',
              allowMultiple: false,
              defaultValue: 'ALL',
              options: { from: 'static', options: options('ALL', 'US', 'EU') },
            },
          ],
        },
        {
          id: 'status',
          labelId: 'labels.status',
          allowMultiple: false,
          filters: [
            {
              key: 'status',
              labelId: 'labels.status',
              kind: 'select',
              allowMultiple: false,
              defaultValue: 'All',
              options: { from: 'static', options: options('All', 'Active', 'Dropped') },
            },
          ],
        },
      ],
    },
    {
      id: 'footwear',
      labelId: 'enums.footwear',
      allowMultiple: true,
      groups: [
        {
          id: 'styleColor',
          labelId: 'labels.styleColorIds',
          allowMultiple: true,
          filters: [
            { key: 'ids', labelId: 'labels.styleColorIds', kind: 'idList', allowMultiple: false },
            {
              key: 'styleSuffixOnly',
              labelId: 'labels.styleSuffixOnly',
              kind: 'toggle',
              allowMultiple: false,
            },
          ],
        },
        {
          id: 'keyword',
          labelId: 'labels.keyword',
          allowMultiple: false,
          filters: [
            { key: 'name', labelId: 'labels.name', kind: 'text', allowMultiple: false },
            {
              key: 'description',
              labelId: 'labels.description',
              kind: 'text',
              allowMultiple: false,
            },
          ],
        },
        {
          id: 'division',
          labelId: 'labels.division',
          allowMultiple: true,
          filters: [
            {
              key: 'division',
              labelId: 'labels.division',
              kind: 'select',
              allowMultiple: true,
              options: { from: 'lookup' },
            },
          ],
        },
        {
          id: 'gender',
          labelId: 'labels.gender',
          allowMultiple: false,
          filters: [
            {
              key: 'gender',
              labelId: 'labels.gender',
              kind: 'select',
              allowMultiple: false,
              blankOption: true,
              options: { from: 'static', options: options('Mens', 'Womens', 'Kids') },
            },
          ],
        },
        {
          id: 'colorPrimary',
          labelId: 'labels.primary',
          allowMultiple: false,
          filters: [
            {
              key: 'primaryColor',
              labelId: 'labels.color',
              kind: 'select',
              allowMultiple: false,
              options: { from: 'lookup', typed: true, query: ['division'] },
            },
          ],
        },
        {
          id: 'availability',
          labelId: 'labels.availability',
          allowMultiple: true,
          filters: [
            {
              key: 'firstAvailability',
              labelId: 'labels.firstAvailability',
              kind: 'datePreset',
              preset: 'firstAvailability',
              allowMultiple: false,
            },
            {
              key: 'dueDate',
              labelId: 'labels.dueDate',
              kind: 'datePreset',
              preset: 'dueDate',
              allowMultiple: false,
            },
            {
              key: 'lastProduced',
              labelId: 'labels.lastProduced',
              kind: 'datePreset',
              preset: 'lastProduced',
              allowMultiple: false,
            },
          ],
        },
        {
          id: 'price',
          labelId: 'labels.price',
          allowMultiple: true,
          filters: [
            {
              key: 'priceBasis',
              labelId: 'labels.priceBasis',
              kind: 'select',
              allowMultiple: false,
              options: { from: 'static', options: options('wholesale', 'retail') },
            },
            { key: 'price', labelId: 'labels.price', kind: 'numberRange', allowMultiple: false },
            {
              key: 'size',
              labelId: 'labels.size',
              kind: 'size',
              allowMultiple: false,
              placeholder: '9H',
            },
          ],
        },
      ],
    },
    {
      id: 'apparel',
      labelId: 'enums.apparel',
      allowMultiple: true,
      groups: [
        {
          id: 'division',
          labelId: 'labels.division',
          allowMultiple: true,
          filters: [
            {
              key: 'division',
              labelId: 'labels.division',
              kind: 'select',
              allowMultiple: true,
              options: { from: 'lookup' },
            },
          ],
        },
        {
          id: 'apparelType',
          labelId: 'labels.apparelType',
          allowMultiple: false,
          filters: [
            {
              key: 'apparelType',
              labelId: 'labels.apparelType',
              kind: 'select',
              allowMultiple: false,
              options: { from: 'static', options: options('Tops', 'Bottoms') },
            },
          ],
        },
      ],
    },
    {
      id: 'pop',
      labelId: 'enums.pop',
      allowMultiple: true,
      groups: [
        {
          id: 'category',
          labelId: 'labels.category',
          allowMultiple: false,
          filters: [
            {
              key: 'category',
              labelId: 'labels.category',
              kind: 'select',
              allowMultiple: false,
              options: { from: 'static', options: options('ALL', 'Signage', 'Fixtures') },
            },
          ],
        },
      ],
    },
  ],
};

/** Advertising logos (spec 000 §2: Name, Category, Gender, Modified) in a one-parameter module. */
export const logoBar: FilterBarDefinition = {
  id: 'logos',
  modules: [
    {
      id: 'logos',
      labelId: 'advertising.logos',
      allowMultiple: false,
      groups: [
        {
          id: 'name',
          labelId: 'labels.name',
          allowMultiple: true,
          filters: [
            {
              key: 'name',
              labelId: 'labels.name',
              kind: 'text',
              allowMultiple: true,
              commaSeparated: true,
            },
          ],
        },
        {
          id: 'category',
          labelId: 'labels.category',
          allowMultiple: true,
          filters: [
            {
              key: 'category',
              labelId: 'labels.category',
              kind: 'select',
              allowMultiple: true,
              options: { from: 'lookup' },
            },
          ],
        },
        {
          id: 'modified',
          labelId: 'labels.modified',
          allowMultiple: true,
          filters: [
            {
              key: 'modified',
              labelId: 'labels.modified',
              kind: 'modifiedSince',
              allowMultiple: false,
            },
          ],
        },
      ],
    },
  ],
};
