// Shapes, constants and messages of the staff calls (issue 3).
export {};
