// The filter bar's rules (spec 000 §2 "Library screens and filter bars", §5, §9): the model,
// the mechanics, the presets, the URL form and the Mango selector. Screens: web/src/ui/filter-bar.
export * from './definition.ts';
export * from './values.ts';
export * from './presets.ts';
export * from './mechanics.ts';
export * from './url.ts';
export * from './mango.ts';
