// Analytics events from API answers go to the page's data layer (seed 002 §7.4).
import type { Schema } from '@boxoffice/sdk';
import { api } from './api';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

export function pushAnalytics(event: Schema<'AnalyticsEvent'>): void {
  const target = window as DataLayerWindow;
  target.dataLayer ??= [];
  target.dataLayer.push({ event: event.category, ...(event.eventData as object | null) });
}

api.on('analyticsEvent', (event) => pushAnalytics(event));
