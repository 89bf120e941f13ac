// Placeholder entry: the preload is built in the backbone issue.
export {};
