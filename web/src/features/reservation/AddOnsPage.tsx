// Add Ons (/reservation/add-ons): its own chunk entry; the page lives with Review.
export { AddOnsPage as default } from './ReviewPage';
