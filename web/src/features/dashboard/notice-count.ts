/** spec 001 §4/§9: the notification count icon shows 0 to 9, and '9+' above that. */
export { noticeCountLabel } from '@portal/shared/constants.ts';
