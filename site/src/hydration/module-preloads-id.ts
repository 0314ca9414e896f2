/** The `<template>` holding the `<link rel="modulepreload">` of islands that start after the first paint. */
export const MODULE_PRELOADS_ID = 'mym-module-preloads';
