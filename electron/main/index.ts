// Placeholder entry: the Electron shell is built in the backbone issue.
export {};
