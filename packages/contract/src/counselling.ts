// Shapes, constants and messages of the counselling calls (issue 3).
export {};
