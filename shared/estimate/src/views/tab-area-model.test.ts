import { buildTabContent, field, image } from '@handyman/testing';
import { tabAreaModel } from './tab-area-model';

test('the tab labels, phone texts and schedule copy as content writes them, placeholders kept', () => {
  const content = buildTabContent({
    EstimateTabText: field('Free Estimate'),
    ScheduleTabText: field('Schedule'),
    TextBeforePhoneNumber: field('Call {FranchiseName} at'),
    TextBelowPhoneNumber: field('Serving {City}'),
    ScheduleCopy: field('<p>Book in {City}</p>'),
    EstimateImage: image('Images/van.svg', 640, 480, 'A van'),
  });
  expect(tabAreaModel(content)).toEqual({
    estimateTabLabel: 'Free Estimate',
    scheduleTabLabel: 'Schedule',
    textBeforePhone: 'Call {FranchiseName} at',
    textBelowPhone: 'Serving {City}',
    scheduleCopy: '<p>Book in {City}</p>',
    estimateImage: { path: 'Images/van.svg', alt: 'A van', width: 640, height: 480 },
  });
});

test('blank labels read Get an Estimate and Book Online; missing texts are empty', () => {
  const content = buildTabContent({
    EstimateTabText: field(''),
    ScheduleTabText: undefined,
    TextBeforePhoneNumber: undefined,
    TextBelowPhoneNumber: field(''),
    ScheduleCopy: undefined,
  });
  expect(tabAreaModel(content)).toEqual({
    estimateTabLabel: 'Get an Estimate',
    scheduleTabLabel: 'Book Online',
    textBeforePhone: '',
    textBelowPhone: '',
    scheduleCopy: '',
    estimateImage: null,
  });
});

test('an estimate image without a size is shown at 800 x 600', () => {
  const content = buildTabContent({ EstimateImage: { Value: 'Images/van.svg' } });
  expect(tabAreaModel(content).estimateImage).toEqual({ path: 'Images/van.svg', alt: '', width: 800, height: 600 });
});
