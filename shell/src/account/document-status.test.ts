import { documentStatus } from './document-status';

const performanceWith = (entries: object[]) => ({ getEntriesByType: () => entries as PerformanceEntryList });

test('the status of the navigation entry, when the browser gives one', () => {
  expect(documentStatus(performanceWith([{ responseStatus: 401 }]))).toBe(401);
  expect(documentStatus(performanceWith([{ responseStatus: 0 }]))).toBeNull();
  expect(documentStatus(performanceWith([{}]))).toBeNull();
  expect(documentStatus(performanceWith([]))).toBeNull();
  expect(documentStatus(undefined)).toBeNull();
});
