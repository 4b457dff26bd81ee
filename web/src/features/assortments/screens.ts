// The assortment manager's screens (spec 000 §2 "Assortment manager (/product/assortments)"):
// lazy chunks, so the tree, the grid and the pricing rules load with their screen.
import { lazy } from 'react';
import type { ScreenMap } from '../../app/screen-props.ts';

const AssortmentListScreen = lazy(() => import('./manager/AssortmentListScreen.tsx'));
const AssortmentManageScreen = lazy(() => import('./manage/AssortmentManageScreen.tsx'));
const AssortmentSortScreen = lazy(() => import('./sort/AssortmentSortScreen.tsx'));
const AssortmentExportScreen = lazy(() => import('./export/AssortmentExportScreen.tsx'));
const AssortmentCreateOrderScreen = lazy(
  () => import('./create-order/AssortmentCreateOrderScreen.tsx'),
);
const AssortmentReportingScreen = lazy(() => import('./reporting/AssortmentReportingScreen.tsx'));

export const ASSORTMENT_SCREENS: ScreenMap = {
  'assortment-manager--quick-access': AssortmentListScreen,
  'assortment-manager--all-assortments': AssortmentListScreen,
  'assortment-manager--recent': AssortmentListScreen,
  'assortment-manager--starred': AssortmentListScreen,
  'assortment-manager--scheduled': AssortmentListScreen,
  'assortment-manager--archived': AssortmentListScreen,
  'assortment-manager--reporting': AssortmentReportingScreen,
  'assortment-manager--assortment--manage': AssortmentManageScreen,
  'assortment-manager--assortment--sort': AssortmentSortScreen,
  'assortment-manager--assortment--export': AssortmentExportScreen,
  'assortment-manager--assortment--create-order': AssortmentCreateOrderScreen,
};
