// Shapes, constants and messages of the payments calls (issue 3).
export {};
