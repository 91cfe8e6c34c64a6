// Shapes, constants and messages of the events calls (issue 3).
export {};
