# A helper named after a module of the standard library: `import random` must not find it.
raise ImportError("this is not the standard library's random")
