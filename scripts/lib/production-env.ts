// Imported first by the build: React, the router and @react-pdf pick their production builds
// from NODE_ENV when they are first loaded, and a shell may have set another value.
process.env.NODE_ENV = 'production';
