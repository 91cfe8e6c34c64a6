// Shapes, constants and messages of the dashboard calls (issue 3).
export {};
