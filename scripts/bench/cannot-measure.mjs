// What stops the bench: something could not be measured. A budget that does not hold is a figure to
// report, not an error.
export class CannotMeasure extends Error {}
