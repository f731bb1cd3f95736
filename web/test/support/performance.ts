// A performance as the contract gives it: the story's 10:00 AM Park Admission by default.
import type { Schema } from '@boxoffice/sdk';

export const storyPerformance = (over: Partial<Schema<'Performance'>> = {}): Schema<'Performance'> => ({
  performanceId: 'perf_day_20261205_1000',
  showId: 'show_day',
  showName: 'Park Admission',
  performanceTime: '10:00 AM',
  performanceDateTime: '2026-12-05T10:00:00-06:00',
  capacityLevelId: 1,
  capacityDescription: 'Available',
  selectionIndex: 1,
  alwaysPromptShow: false,
  alwaysPromptPerformance: false,
  uiPrompt: null,
  delayTypeId: 1,
  delaySelectionDateTime: null,
  seatingChartImage: null,
  ...over,
});
